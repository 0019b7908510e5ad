/** The most common passwords in public breach lists (lower-cased); refused whatever the other rules say. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `123456 123456789 12345678 password qwerty123 qwerty1 111111 12345 secret 123123 1234567890 1234567
000000 qwerty abc123 password1 iloveyou 11111111 dragon monkey 123321 654321 666666 121212 987654321
123qwe 1q2w3e4r 1qaz2wsx zaq12wsx qwertyuiop asdfghjkl zxcvbnm passw0rd p@ssw0rd p@ssword password123
password12 letmein welcome welcome1 admin admin123 administrator login princess sunshine football
baseball master michael shadow superman batman trustno1 starwars hello123 freedom whatever qazwsx
mustang jennifer hunter ranger harley charlie jordan23 buster soccer hockey killer george andrew
thomas robert daniel computer michelle jessica pepper ginger summer flower cookie banana chocolate
internet service matrix lovely loveme 55555555 88888888 99999999 77777777 66666666 44444444 33333333
22222222 1111111 1234qwer qwer1234 abcd1234 a1b2c3d4 aa123456 asd123 asdf1234 zxcv1234 987654 112233
aaaaaa 123abc abc12345 changeme default guest root toor test test123 testing 1q2w3e 1q2w3e4r5t
q1w2e3r4 q1w2e3r4t5 pass1234 mypassword buildwire buildwire1 nigeria lagos12345 naija123 00000000
11223344 12341234 123654 147258369 159753 789456123 741852963 2580 696969 131313 999999 888888 777777
555555 444444 333333 222222 1234567891 0987654321 qwerty12 qwerty123456 iloveyou1 princess1 sunshine1`
    .split(/\s+/)
    .filter(Boolean),
);
