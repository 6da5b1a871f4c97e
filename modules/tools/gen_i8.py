#!/usr/bin/env python3
"""gen_i8.py IN OUT — the -i8 variant of one of cufc's library modules.

Under -i8 a default integer is integer(8) (nvfortran, gfortran
-fdefault-integer-8), while the C entry points of the CUDA libraries take
int.  In the variant, every public procedure with scalar integer(c_int) /
integer(4) dummies (a bind(c) interface body, or a module procedure that is
not a specific of a generic) becomes a module procedure of the same name
whose such dummies are class(*): it converts what it gets, of any integer
kind, to a C int, calls the original under the name cfi8_NAME (a binding
keeps its C entry point) and gives the results back; an absent optional
stays absent (an unallocated temporary).  So `cudaGetDeviceCount(ndev)`,
`cudaSetDevice(0)` and `cublasSaxpy(n, a, x, 1, y, 1)` take default
integers of either kind, and module constants (kind 4) mix with them in one
call.  Everything else is copied as it is.  The driver searches the
variants' directory first under -i8 (docs/architecture.md, "Modules")."""
import re
import sys

INT4 = re.compile(r'^\s*integer(\((c_int|4|kind=4|kind=c_int)\))?\s*(,[^:]*)?::\s*(.*)$', re.I)
HEADER = re.compile(r'^\s*((?:integer|real|logical|type|complex)\S*\s+)?(function|subroutine)\s+(\w+)\s*\(([^)]*)\)'
                    r'\s*(result\s*\(\s*(\w+)\s*\))?\s*(bind\s*\(\s*c\s*(?:,\s*name\s*=\s*[\'"]([^\'"]*)[\'"])?\s*\))?\s*$',
                    re.I)
DECL = re.compile(r'^\s*(integer|real|logical|complex|character|type|class|external|procedure)\b(\([^)]*\))?[^:]*::',
                  re.I)


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
    """(default_private, names declared private, names declared public, {generic: its specifics})."""
    default_private, priv, pub, generics, generic = False, set(), set(), {}, None
    i = 0
    while i < len(lines):
        text, j = logical_lines(lines, i)
        g = re.match(r'^\s*interface\s+(\w+)\s*$', text, re.I)
        if g:
            generic = generics.setdefault(g.group(1).lower(), [])
        elif re.match(r'^\s*end\s+interface\b', text, re.I):
            generic = None
        m = re.match(r'^\s*(private|public)\s*(::)?\s*(.*)$', text, re.I)
        if m and re.match(r'^\s*private\s*$', text, re.I):
            default_private = True
        elif m and m.group(3):
            names = {n.strip().lower() for n in m.group(3).split(',')}
            (priv if m.group(1).lower() == 'private' else pub).update(names)
        m = re.match(r'^\s*(module\s+)?procedure\s*(::)?\s*(.*)$', text, re.I)
        if m and generic is not None:
            generic.extend(n.strip().lower() for n in m.group(3).split(','))
        if re.match(r'^\s*contains\s*$', text, re.I):
            break
        i = j
    return default_private, priv, pub, generics


def procedures(lines):
    """Every procedure: name -> (its dummies, the scalar C int dummies among them)."""
    found, in_interface, contained, i = {}, False, False, 0
    while i < len(lines):
        if re.match(r'^\s*interface\s*(!.*)?$', lines[i], re.I):
            in_interface = True
        elif re.match(r'^\s*end\s+interface\b', lines[i], re.I):
            in_interface = False
        elif re.match(r'^\s*contains\s*$', lines[i], re.I):
            contained = True
        p = procedure(lines, i, in_interface) if in_interface or contained else None
        if p:
            dummies = [d.strip().lower() for d in p[0].group(4).split(',') if d.strip()]
            found[p[0].group(3).lower()] = (dummies, set(c_int_scalars(p[0], p[1])))
            i = p[2]
        else:
            i += 1
    return found


def promotable(lines):
    """name -> the dummies its class(*) procedure takes: every scalar C int of a public procedure
    outside generics; in a generic, those at positions where every specific has one, so that the
    specifics stay as distinguishable as before (cudaMemcpyAsync's kdir and stream stay apart)."""
    default_private, priv, pub, generics = accessibility(lines)
    public = (lambda n: n in pub) if default_private else (lambda n: n not in priv)
    found = procedures(lines)
    specifics = {s for ss in generics.values() for s in ss}
    out, seen = {n: c for n, (d, c) in found.items() if public(n) and n not in specifics}, set()
    for ss in generics.values():
        ss = [s for s in ss if s in found]
        width = max((len(found[s][0]) for s in ss), default=0)
        ok = [all(k >= len(found[s][0]) or found[s][0][k] in found[s][1] for s in ss) for k in range(width)]
        for s in ss:
            mine = {d for k, d in enumerate(found[s][0]) if ok[k]}
            out[s] = out[s] & mine if s in seen else mine
            seen.add(s)
    return out


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
        elif t.strip() and '::' not in t and not re.match(r'^\s*(import|implicit|use)\b', t, re.I):
            spec = False


def c_int_scalars(m, decls):
    """The dummies of procedure (m, decls) that are scalar integer(c_int) / integer(4)."""
    dummies = [d.strip().lower() for d in m.group(4).split(',') if d.strip()]
    out = []
    for d in decls:
        im = INT4.match(d)
        if im and 'dimension' not in (im.group(3) or '').lower():
            out += [n.lower() for n in split_names(im.group(4)) if '(' not in n and n.lower() in dummies]
    return out


def wrapper(m, decls, only):
    """The class(*) procedure for procedure (m, decls) taking the dummies `only` so, or None when none."""
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
        scalar = [n for n in names if im and '(' not in n and 'dimension' not in attrs and n.lower() in only]
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
    only = promotable(lines)
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
        if p and only.get(p[0].group(3).lower()):
            w = wrapper(p[0], p[1], only[p[0].group(3).lower()])
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
