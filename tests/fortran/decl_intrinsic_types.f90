program decl_intrinsic_types
  use iso_fortran_env, only: int8, int16, int32, int64, real32, real64
  implicit none
  integer :: i
  integer(kind=1) :: i1
  integer(2) :: i2
  integer(kind=int32) :: i4
  integer(int64) :: i8
  integer*8 :: j8
  integer(int8) :: k8
  integer(int16) :: k16
  real :: r
  real(4) :: r4
  real(kind=8) :: r8
  real*8 :: rs8
  real(real64) :: rr
  real*4 :: rs4
  double precision :: d
  complex :: c
  complex(kind=8) :: z
  complex*16 :: zz
  double complex :: dz
  logical :: l
  logical(1) :: l1
  logical(kind=8) :: l8
  character :: ch
  character(10) :: s10
  character(len=5) :: s5
  character*7 :: s7
  character(len=3, kind=1) :: s3
  character(kind=1, len=4) :: s4

  i = 42; i1 = 127_1; i2 = -32767_2 - 1_2; i4 = 2147483647; i8 = 9223372036854775807_int64
  j8 = -123456789012_8; k8 = -5_int8; k16 = 1000_int16
  r = 1.5; r4 = 2.25_4; r8 = 3.125_8; rs8 = 1.0d0/8; rr = 0.5_real64; rs4 = 0.75e0
  d = 1.0d0/3.0d0
  c = (1.0, -2.0); z = (3.0_8, 4.0_8); zz = cmplx(1,2,kind=8); dz = (0.5d0, 0.25d0)
  l = .true.; l1 = .false.; l8 = .true._8
  ch = 'x'; s10 = 'ten chars!'; s5 = 'abcdefg'; s7 = 'seven'; s3 = 'xyz'; s4 = 1_'four'

  print '(a,i0)', 'i=', i
  print '(a,i0,1x,i0,1x,i0)', 'i1 i2 i4 = ', i1, i2, i4
  print '(a,i0,1x,i0)', 'i8 j8 = ', i8, j8
  print '(a,i0,1x,i0)', 'k8 k16 = ', k8, k16
  print '(a,4(f8.4,1x))', 'reals: ', r, r4, r8, rs8
  print '(a,3(f8.4,1x))', 'more: ', rr, rs4, real(d*3, 4)
  print '(a,f12.10)', 'd=', d
  print '(a,2f6.2,2x,2f6.2,2x,2f6.2,2x,2f6.2)', 'complex: ', c, z, zz, dz
  print '(a,3(l1,1x))', 'logicals: ', l, l1, l8
  print '(5a)', ch, '|', s10, '|', s5
  print '(a,a,a,a,a)', s7, '|', s3, '|', s4
  print '(a,i0,1x,i0,1x,i0,1x,i0)', 'kinds: ', kind(i1), kind(i2), kind(i8), kind(k16)
  print '(a,i0,1x,i0,1x,i0,1x,i0)', 'kinds: ', kind(r), kind(r8), kind(d), kind(dz)
  print '(a,i0,1x,i0,1x,i0)', 'lens: ', len(s10), len(s7), len(s3)
  print '(a,i0)', 'huge int8 = ', huge(k8)
  print '(a,i0)', 'digits real64 = ', digits(rr)
  print '(a,i0)', 'precision double = ', precision(d)
  print '(a,i0)', 'range int64 = ', range(i8)
end program decl_intrinsic_types
