module path
  use vectors
  use kinds, only: ip
  implicit none
  integer(ip), save :: nsteps = 0
contains
  function walk(steps) result(pos)
    type(vector), intent(in) :: steps(:)
    type(vector) :: pos
    integer :: i
    pos = vector()
    do i = 1, size(steps)
      pos = pos + steps(i)
      nsteps = nsteps + 1
    end do
  end function walk
end module path
