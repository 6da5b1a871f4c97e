#!/usr/bin/env python3
"""gen_i8.py IN OUT — the -i8 variant of one of cufc's library modules.

Under -i8 a default integer is integer(8) (nvfortran, gfortran
-fdefault-integer-8), while the C entry points of the CUDA libraries take
int.  In the variant, every public bind(c) interface body with scalar
integer(c_int) / integer(4) dummies becomes a module procedure of the same
name whose such dummies are class(*): it converts what it gets, of any
integer kind, to a C int, calls the renamed binding (cfi8_NAME, the same C
entry point) and gives the results back.  So `cudaGetDeviceCount(ndev)`,
`cudaSetDevice(0)` and `cublasSaxpy(n, a, x, 1, y, 1)` take default
integers of either kind, and module constants (kind 4) mix with them in one
call.  Everything else is copied as it is.  The driver searches the
variants' directory first under -i8 (docs/architecture.md, "-i8")."""
import re
import sys

INT4 = re.compile(r'^\s*integer(\((c_int|4|kind=4|kind=c_int)\))?\s*(,[^:]*)?::\s*(.*)$', re.I)
HEADER = re.compile(r'^\s*((?:integer|real|logical|type|complex)\S*\s+)?(function|subroutine)\s+(\w+)\s*\(([^)]*)\)'
                    r'\s*(result\s*\(\s*(\w+)\s*\))?\s*(bind\s*\(\s*c\s*(?:,\s*name\s*=\s*[\'"]([^\'"]*)[\'"])?\s*\))?\s*$',
                    re.I)
DECL = re.compile(r'^\s*(integer|real|logical|complex|character|type|class)\b(\([^)]*\))?[^:]*::', re.I)


def logical_lines(lines, i):
    """The statement starting at lines[i] joined over '&' continuations, and the next index."""
    text = ''
    while True:
        part = re.sub(r'!.*$', '', lines[i]).rstrip()  # no '!' in strings of declarations
        i += 1
        if part.endswith('&'):
            text += part[:-1] + ' '
            continue
        text += part
        return text, i


def split_names(text):
    """Entity names of a declaration's entity list: 'a, b(3)' -> ['a', 'b(3)']."""
    out, depth, cur = [], 0, ''
    for ch in text:
        depth += ch == '('
        depth -= ch == ')'
        if ch == ',' and depth == 0:
            out.append(cur.strip())
            cur = ''
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def accessibility(lines):
    """(default_private, names declared private, names declared public, specifics of generics)."""
    default_private, priv, pub, specific = False, set(), set(), set()
    i = 0
    while i < len(lines):
        text, j = logical_lines(lines, i)
        m = re.match(r'^\s*(private|public)\s*(::)?\s*(.*)$', text, re.I)
        if m and re.match(r'^\s*private\s*$', text, re.I):
            default_private = True
        elif m and m.group(3):
            names = {n.strip().lower() for n in m.group(3).split(',')}
            (priv if m.group(1).lower() == 'private' else pub).update(names)
        m = re.match(r'^\s*(module\s+)?procedure\s*(::)?\s*(.*)$', text, re.I)
        if m:
            specific.update(n.strip().lower() for n in m.group(3).split(','))
        if re.match(r'^\s*contains\s*$', text, re.I):
            break
        i = j
    return default_private, priv, pub, specific


def procedure(lines, i, in_interface):
    """A procedure from lines[i]: (header match, its dummies' declarations, end index) or None."""
    text, j = logical_lines(lines, i)
    m = HEADER.match(text)
    if not m or (in_interface and not m.group(7)):
        return None
    decls, nest, spec = [], 1, True
    while True:
        t, j = logical_lines(lines, j)
        if re.match(r'^\s*end\s*(function|subroutine)\b', t, re.I):
            nest -= 1
            if nest == 0:
                return m, decls, j
        elif HEADER.match(t) or re.match(r'^\s*(\w+\s+)*(function|subroutine)\s+\w+', t, re.I):
            nest += 1
        elif nest == 1 and spec and DECL.match(t):
            decls.append(t.strip())
        elif t.strip() and not re.match(r'^\s*(import|implicit|use)\b', t, re.I):
            spec = False


def wrapper(m, decls):
    """The class(*) procedure for procedure (m, decls), or None when it has no such dummy."""
    prefix, kind, name, dummies, _, result, bind, cname = m.groups()
    dummies = [d.strip() for d in dummies.split(',') if d.strip()]
    lower = [d.lower() for d in dummies]
    res = result or (name if kind.lower() == 'function' else None)
    promoted, optional, kept = {}, set(), []
    for d in decls:
        head, ents = d.split('::', 1)
        names = [n for n in split_names(ents) if re.match(r'\w+', n).group(0).lower() in lower + [(res or '').lower()]]
        if not names:
            continue
        im = INT4.match(d)
        attrs = (im.group(3) or '').lower() if im else ''
        scalar = [n for n in names if im and '(' not in n and 'dimension' not in attrs and n.lower() in lower]
        for n in scalar:
            intent = 'in' if 'value' in attrs else (re.search(r'intent\s*\(\s*(\w+)', attrs) or [None, 'inout'])[1]
            promoted[n.lower()] = intent.lower()
            if 'optional' in attrs:
                optional.add(n.lower())
        rest = [n for n in names if n not in scalar]
        if rest:
            kept.append('%s:: %s' % (head, ', '.join(rest)))
    if not promoted:
        return None
    out = ['  %s%s %s(%s)%s' % (prefix or '', kind, name, ', '.join(dummies), ' result(%s)' % result if result else '')]
    out += ['    ' + d for d in kept]
    for d in dummies:
        if d.lower() in promoted:
            opt = d.lower() in optional
            out.append('    class(*), intent(%s)%s :: %s' % (promoted[d.lower()], ', optional' if opt else '', d))
            out.append('    integer(c_int)%s :: cfi8_%s' % (', allocatable' if opt else '', d))
    for d in dummies:
        # an unallocated temporary passed on stands for an absent optional
        intent, test = promoted.get(d.lower()), 'if (present(%s)) ' % d if d.lower() in optional else ''
        if intent in ('in', 'inout'):
            out.append('    %scfi8_%s = cfi8_int(%s)' % (test, d, d))
        elif intent == 'out' and test:
            out.append('    %sallocate(cfi8_%s)' % (test, d))
    args = ', '.join('cfi8_' + d if d.lower() in promoted else d for d in dummies)
    out.append('    %s cfi8_%s(%s)' % ('%s =' % res if res else 'call', name, args))
    for d in dummies:
        test = 'if (present(%s)) ' % d if d.lower() in optional else ''
        if promoted.get(d.lower()) in ('out', 'inout'):
            out.append('    %scall cfi8_set(%s, cfi8_%s)' % (test, d, d))
    out.append('  end %s %s' % (kind, name))
    return name, cname or name.lower(), out


HELPERS = '''
  ! An integer actual of any kind as a C int (-i8 variant, modules/tools/gen_i8.py).
  integer(c_int) function cfi8_int(x)
    class(*), intent(in) :: x
    select type (x)
    type is (integer(1))
      cfi8_int = int(x, c_int)
    type is (integer(2))
      cfi8_int = int(x, c_int)
    type is (integer(4))
      cfi8_int = int(x, c_int)
    type is (integer(8))
      cfi8_int = int(x, c_int)
    class default
      error stop 'cufc: an integer argument is expected'
    end select
  end function cfi8_int
  ! A C int result into an integer actual of any kind.
  subroutine cfi8_set(x, v)
    class(*), intent(inout) :: x
    integer(c_int), intent(in) :: v
    select type (x)
    type is (integer(1))
      x = int(v, 1)
    type is (integer(2))
      x = int(v, 2)
    type is (integer(4))
      x = v
    type is (integer(8))
      x = v
    class default
      error stop 'cufc: an integer argument is expected'
    end select
  end subroutine cfi8_set
'''


def wrapped(line):
    """A free-form line of at most 100 columns, continued after commas."""
    out = ''
    while len(line) > 100:
        cut = line.rfind(', ', 8, 98) + 1
        if cut == 0:
            break
        out += line[:cut] + ' &\n'
        line = '      ' + line[cut:].lstrip()
    return out + line


def transform(lines):
    """The module with a class(*) procedure in place of each public procedure that has such dummies."""
    default_private, priv, pub, specific = accessibility(lines)
    public = (lambda n: n in pub) if default_private else (lambda n: n not in priv)
    out, procs = [], []
    in_interface, contained = False, False
    i = 0
    while i < len(lines):
        line = lines[i]
        if re.match(r'^\s*interface\s*(!.*)?$', line, re.I):
            in_interface = True
        elif re.match(r'^\s*end\s+interface\b', line, re.I):
            in_interface = False
        p = procedure(lines, i, in_interface) if in_interface or contained else None
        if p and public(p[0].group(3).lower()) and p[0].group(3).lower() not in specific:
            w = wrapper(p[0], p[1])
            if w:
                name, cname, code = w
                # the original keeps its C name, or its body, under the name cfi8_NAME
                text = ''.join(lines[i:p[2]])
                text = re.sub(r'\b(function|subroutine)(\s+)%s\b' % name, r'\1\2cfi8_%s' % name, text, count=1,
                              flags=re.I)
                text = re.sub(r'\bend(\s*)(function|subroutine)(\s+)%s\b' % name, r'end\1\2\3cfi8_%s' % name, text,
                              flags=re.I)
                if not p[0].group(6) and not p[0].group(7) and p[0].group(2).lower() == 'function':
                    text = re.sub(r'\b%s\b' % name, 'cfi8_' + name, text, flags=re.I)  # the result variable
                text = re.sub(r'bind\s*\(\s*c\s*\)', "bind(c, name='%s')" % cname, text, count=1, flags=re.I)
                out.append(text)
                procs.append('\n'.join(map(wrapped, code)) + '\n')
                i = p[2]
                continue
        if not contained and (re.match(r'^\s*contains\s*$', line, re.I) or re.match(r'^\s*end\s+module\b', line, re.I)):
            out.append('  private :: cfi8_int, cfi8_set\n')
            out.append(line if re.match(r'^\s*contains', line, re.I) else 'contains\n')
            if re.match(r'^\s*contains', line, re.I):
                i += 1
            contained = True
            continue
        if contained and re.match(r'^\s*end\s+module\b', line, re.I):
            out.append(HELPERS)
            out.extend(procs)
        out.append(line)
        i += 1
    return out if procs else lines


def main():
    src, dst = sys.argv[1], sys.argv[2]
    with open(src) as f:
        lines = f.readlines()
    with open(dst, 'w') as f:
        f.write('! -i8 variant of %s, made by modules/tools/gen_i8.py: do not edit\n' % src)
        f.writelines(transform(lines))


main()
