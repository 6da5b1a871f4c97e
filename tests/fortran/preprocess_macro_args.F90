#define SQR(x) ((x) * (x))
#define MAXOF(a, b) merge(a, b, (a) > (b))
#define CHECK(cond) if (.not. (cond)) print '(a)', 'check failed'
#define NDIM 3
#define LOOP_SUM(var, n) do var = 1, n; total = total + var; end do
program preprocess_macro_args
  implicit none
  integer :: i, total
  real :: v(NDIM)
  print '(i0)', SQR(7)
  print '(i0)', SQR(2 + 3)
  print '(i0)', MAXOF(4, 9)
  total = 0
  LOOP_SUM(i, 10)
  print '(i0)', total
  v = [(real(SQR(i)), i = 1, NDIM)]
  print '(3f6.1)', v
  CHECK(total == 55)
  CHECK(total == 0)
  print '(a,i0)', 'line number works: ', merge(1, 0, __LINE__ > 0)
end program preprocess_macro_args
