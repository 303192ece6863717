/**
 * Passwords that appear near the top of every leaked-password list and are long enough to pass the
 * length rule (shorter ones are refused by it already), plus the shapes such lists are full of: one
 * character repeated, or a run along the digits or the keyboard. Compared without case or spaces.
 */
const COMMON = new Set(
  `
123456789012 1234567890123 12345678901234 123456789000 1234567890qwerty 1234567890abc 0123456789ab
password1234 password12345 password123456 passw0rd1234 password@123 password@1234 password!123
qwertyuiop12 qwertyuiop123 qwertyuiopas qwertyuiopasdf qwerty123456 qwerty1234567 qwertyqwerty
qwerty12345678 1qaz2wsx3edc 1q2w3e4r5t6y 1q2w3e4r5t6y7u 1qazxsw23edc zaq12wsxcde3 zxcvbnm12345
asdfghjkl123 asdfghjkl1234 asdfasdfasdf qazwsxedcrfv iloveyou1234 iloveyou12345 iloveyouforever
administrator administrator1 admin1234567 admin@123456 adminadmin123 letmein12345 letmeinplease
welcome12345 welcome@1234 welcome123456 welcometoindia changeme1234 changeme12345 trustno1trustno1
sunshine1234 princess1234 football1234 baseball1234 superman1234 starwars1234 monkey123456 dragon123456
abc123456789 abcdefghijkl abcdefgh1234 abcd12345678 a1b2c3d4e5f6 aa1234567890 india1234567 india@123456
newdelhi1234 delhi1234567 mumbai123456 krishna12345 ganesh123456 bharat123456 hindustan123 jaihind12345
computer1234 internet1234 whatever1234 nothing12345 secret123456 mypassword12 mypassword123 yourpassword
thisismypassword passwordpassword 11111111111a 000000000000 111111111111 123123123123 121212121212
987654321000 9876543210ab 147258369000 159753159753 789456123000 741852963000 135792468000 246813579000
labels123456 wovenlabels1 hangtags1234 company12345 office123456 summer123456 winter123456 spring123456
`
    .split(/\s+/)
    .filter(Boolean),
);

const RUNS = ['0123456789', '9876543210', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

export function isCommonPassword(password: string): boolean {
  const folded = password.toLowerCase().replace(/\s+/g, '');
  if (COMMON.has(folded)) return true;
  if (/^(.)\1*$/.test(folded)) return true;
  // A run along one row or the alphabet, possibly repeated: '1234567890123', 'abcdefghijklm'.
  return RUNS.some((run) => {
    const doubled = run.repeat(Math.ceil(folded.length / run.length) + 1);
    return doubled.includes(folded);
  });
}
