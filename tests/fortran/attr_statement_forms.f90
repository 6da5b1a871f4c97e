module asf_mod
  implicit none
  integer :: hidden, shown, guarded, cval
  private hidden
  public shown, guarded, cval
  protected guarded
  bind(c, name='asf_cval') :: cval
  integer :: blk1, blk2
  common /cblk/ blk1, blk2
  bind(c) :: /cblk/
contains
  subroutine setup()
    hidden = 1; shown = 2; guarded = 3; cval = 4; blk1 = 5; blk2 = 6
  end subroutine setup
end module asf_mod

program attr_statement_forms
  use asf_mod
  implicit none
  integer :: a, b, c, arr, ptr, tgt, alloc, lst
  real :: pi_val
  dimension arr(3)
  pointer ptr
  target tgt
  allocatable alloc(:)
  parameter (pi_val = 3.14)
  save lst
  dimension lst(2)
  call setup()
  print '(a,3i3)', 'module vars ', shown, guarded, cval
  tgt = 9; ptr => tgt
  arr = [1, 2, 3]
  allocate(alloc(2)); alloc = [4, 5]
  lst = 0
  a = 1; b = 2; c = 3
  call sub(a, b, c)
  print '(a,3i3)', 'after sub ', a, b, c
  call sub(a, b)
  print '(a,i0,1x,3i2,1x,2i2,f6.2)', 'misc ', ptr, arr, alloc, pi_val
contains
  subroutine sub(x, y, z)
    integer x, y, z
    intent(inout) :: y
    optional z
    value x
    volatile y
    asynchronous :: z
    x = x + 100
    y = y + x
    if (present(z)) z = -z
  end subroutine sub
end program attr_statement_forms
