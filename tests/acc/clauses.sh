#!/usr/bin/env bash
# tests/acc/clauses.sh — the audit of docs/accelerator.md ("Every directive
# and clause"), checked: each row of its table is written into a small
# program and given to `cufc -acc -fsyntax-only`; an `implemented` row must
# compile without a message and its test (tests/acc/TEST) must use the
# clause's keyword, a `hint` row must give a warning, a `rejected` row an
# error (its test under tests/acc/errors says which). So no directive or
# clause that cufc accepts is dropped without a word. Prints PASS/FAIL per
# row and exits non-zero on a failure (tests/acc/run.sh runs it).
cd "$(dirname "$0")/../.." && . tests/lib/common.sh
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT

# The statements of directive $1 with clause text $2 (see the table).
body() {
    local d=$1 c=$2 loops
    loops='  do j = 1, 64
    do i = 1, 64
      t(1) = b(i)
      a(i, j) = a(i, j) + t(1)
      s = max(s, a(i, j))
    end do
  end do'
    case $d in
    region|kernels|parallel|serial)
        printf '!$acc %s %s\n%s\n!$acc end %s\n' "$d" "$c" "$loops" "$d" ;;
    'region do'|'parallel loop'|'kernels loop'|'serial loop')
        printf '!$acc %s %s\n%s\n' "$d" "$c" "$loops" ;;
    do) printf '!$acc region\n!$acc do %s\n%s\n!$acc end region\n' "$c" "$loops" ;;
    loop) printf '!$acc parallel\n!$acc loop %s\n%s\n!$acc end parallel\n' "$c" "$loops" ;;
    'data region'|data)
        printf '!$acc %s %s\n!$acc kernels\n%s\n!$acc end kernels\n!$acc end %s\n' "$d" "$c" "$loops" "$d" ;;
    'enter data'|'exit data'|update|init|set|shutdown) printf '!$acc %s %s\n' "$d" "$c" ;;
    wait) printf '!$acc wait%s\n' "$c" ;;
    cache) printf '!$acc kernels\n  do i = 1, 64\n!$acc cache%s\n    b(i) = b(i) + 1.0\n  end do\n!$acc end kernels\n' "$c" ;;
    atomic) printf '!$acc parallel loop\n  do i = 1, 64\n!$acc atomic %s\n    s = s + b(i)\n  end do\n' "$c" ;;
    host_data) printf '!$acc data copy(b)\n!$acc host_data %s\n  call hb(b)\n!$acc end host_data\n!$acc end data\n' "$c" ;;
    esac
}

# The program around them: directives of procedures (routine, declare,
# PGI declarative data) go into the module's procedures.
program() {
    local d=$1 c=$2 routine='' decl='' stmts=''
    case $d in
    routine) routine="!\$acc routine $c" ;;
    declare) decl="!\$acc declare $c" ;;
    declarative) decl="!\$acc $c" ;;
    *) stmts=$(body "$d" "$c") ;;
    esac
    cat <<EOF
module clause_m
contains
  subroutine f(x)
$routine
    real :: x
    x = x + 1.0
  end subroutine f
  subroutine g(w)
    real :: w(8)
$decl
    w = w + 1.0
  end subroutine g
  subroutine hb(x)
    real :: x(64)
    x(1) = 0.0
  end subroutine hb
end module clause_m

program clause_p
  use clause_m
  implicit none
  integer :: i, j
  real :: a(64, 64), b(64), t(4), s
  logical :: l
  a = 1.0
  b = 2.0
  t = 0.0
  s = 0.0
  l = .true.
$stmts
  print *, a(1, 1), b(1), s, l
end program clause_p
EOF
}

n=0
while IFS='|' read -r _ dir clause status test _; do
    dir=$(echo "$dir" | tr -d '`' | xargs); clause=$(echo "$clause" | tr -d '`' | xargs)
    status=$(echo "$status" | xargs); test=$(echo "$test" | xargs)
    [ "$clause" = "(none)" ] && clause=
    n=$((n + 1))
    program "$dir" "$clause" > "$work/clause_p.f90"
    out=$(cd "$work" && "$CUFC" -acc -fsyntax-only clause_p.f90 2>&1); rc=$?
    keyword=$(echo "$clause" | sed -E 's/^[( ]*//; s/[ (,].*//')
    why=
    case $status in
    implemented)
        if [ $rc -ne 0 ] || [ -n "$out" ]; then why="cufc said: $(echo "$out" | head -1)"
        elif [ ! -f "tests/acc/$test" ]; then why="no tests/acc/$test"
        elif [ -n "$keyword" ] && ! grep -qiw -- "$keyword" "tests/acc/$test"; then why="tests/acc/$test does not use $keyword"
        fi ;;
    hint) if [ $rc -ne 0 ] || ! echo "$out" | grep -q 'warning:'; then why="no warning: $(echo "$out" | head -1)"; fi ;;
    rejected)
        if [ $rc -eq 0 ] || ! echo "$out" | grep -q 'error:'; then why="accepted"
        elif [ ! -f "tests/acc/$test" ]; then why="no tests/acc/$test"; fi ;;
    *) why="status '$status' is not implemented, hint or rejected" ;;
    esac
    if [ -z "$why" ]; then ok "!\$acc $dir $clause ($status)"
    else bad "!\$acc $dir $clause ($status)" "$why"; fi
done < <(sed -n '/^### Every directive and clause/,/^### /p' docs/accelerator.md | grep '^| `\?[a-z(]' | grep -v '^| directive')
[ $n -gt 0 ] || bad "docs/accelerator.md" "no rows read from its audit table"
finish
