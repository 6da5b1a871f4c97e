! cusparse module run test: the subset the module has (handle, stream, pointer
! mode, matrix descriptor).
program t_cusparse
  use cudafor
  use cusparse
  implicit none
  type(cusparseHandle) :: h
  type(cusparseMatDescr) :: descr
  integer(cuda_stream_kind) :: stream, got
  integer :: istat, version, mode

  istat = cusparseCreate(h)
  call check('cusparseCreate', istat == CUSPARSE_STATUS_SUCCESS)
  istat = cusparseGetVersion(h, version)
  call check('cusparseGetVersion', istat == 0 .and. version > 0)
  istat = cudaStreamCreate(stream)
  istat = istat + cusparseSetStream(h, stream) + cusparseGetStream(h, got)
  call check('cusparseSetStream / GetStream', istat == 0 .and. got == stream)
  istat = cusparseSetPointerMode(h, CUSPARSE_POINTER_MODE_DEVICE) + cusparseGetPointerMode(h, mode)
  call check('cusparseSetPointerMode / GetPointerMode', istat == 0 .and. mode == CUSPARSE_POINTER_MODE_DEVICE)
  istat = cusparseCreateMatDescr(descr)
  istat = istat + cusparseSetMatType(descr, CUSPARSE_MATRIX_TYPE_SYMMETRIC)
  istat = istat + cusparseSetMatIndexBase(descr, CUSPARSE_INDEX_BASE_ONE)
  istat = istat + cusparseSetMatFillMode(descr, CUSPARSE_FILL_MODE_UPPER)
  call check('cusparse matrix descriptor: create and set', istat == 0)
  call check('cusparseGetMatType / IndexBase / FillMode', &
             cusparseGetMatType(descr) == CUSPARSE_MATRIX_TYPE_SYMMETRIC .and. &
             cusparseGetMatIndexBase(descr) == CUSPARSE_INDEX_BASE_ONE .and. &
             cusparseGetMatFillMode(descr) == CUSPARSE_FILL_MODE_UPPER)
  istat = cusparseDestroyMatDescr(descr) + cusparseDestroy(h)
  call check('cusparseDestroyMatDescr / Destroy', istat == 0)

contains
  subroutine check(what, ok)
    character(*), intent(in) :: what
    logical, intent(in) :: ok
    if (ok) then
      print '(a)', 'PASS ' // what
    else
      print '(a)', 'FAIL ' // what
    end if
  end subroutine check
end program t_cusparse
