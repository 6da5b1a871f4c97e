program iso_fortran_env_mod
  use, intrinsic :: iso_fortran_env
  implicit none
  integer(int8) :: a
  integer(int16) :: b
  integer(int32) :: c
  integer(int64) :: d
  real(real32) :: x
  real(real64) :: y
  real(real128) :: q
  a = 1; b = 2; c = 3; d = 4; x = 1; y = 2; q = 3
  print '(a,4i3)', 'int kinds  ', kind(a), kind(b), kind(c), kind(d)
  print '(a,3i3)', 'real kinds ', kind(x), kind(y), kind(q)
  print '(a,3i3)', 'units in/out/err ', input_unit, output_unit, error_unit
  print '(a,l1)', 'iostat_end negative: ', iostat_end < 0
  print '(a,l1)', 'iostat_eor negative: ', iostat_eor < 0
  print '(a,i0)', 'numeric_storage_size ', numeric_storage_size
  print '(a,i0)', 'character_storage_size ', character_storage_size
  print '(a,i0)', 'file_storage_size ', file_storage_size
  print '(a,i0)', 'size(integer_kinds) ', size(integer_kinds)
  print '(a,l1)', 'real64 in real_kinds: ', any(real_kinds == real64)
  print '(a,l1)', 'has compiler_version: ', len(compiler_version()) > 0
  print '(a,l1)', 'has compiler_options: ', len(compiler_options()) >= 0
  write(output_unit, '(a)') 'written to output_unit'
  write(error_unit, '(a)') 'this goes to stderr and is not compared'
end program iso_fortran_env_mod
