"""Python values inside bytecode-captured graphs (def functions, so msgraph compiles them): numbers, text,
print, dict views, builtins on floats, math, comparisons, containers of Tensors (pi_jit builtin/*,
test_string_operations, test_print?, fallback/*)."""
import math
import numpy as np
from _h import case, bc
import mindspore as ms
from mindspore import Tensor, ops

x3 = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


def t_str(a, b):
    return str(a), str(b), repr(a), str(True), str(None), str((1,)), str([1.5, 'a']), str({'k': 1}), str(1 / 3)
case("str_builtin", lambda: bc(t_str)(0.1, 7))
def t_format(a):
    return format(a, '.3f'), format(7, '05d'), '{:>4}'.format('ab'), '{0}{1}{0}'.format('x', 'y'), '%5.1f%%' % a
case("format_builtin", lambda: bc(t_format)(0.25))
def t_unary(a):
    return -a, +a, abs(-a), not a, ~7, -(-0.0)
case("unary_float", lambda: bc(t_unary)(0.1))
def t_round(a):
    return round(a), round(a, 2), round(-2.5), round(0.125, 2), math.floor(a), math.ceil(a), math.trunc(-a)
case("round_math", lambda: bc(t_round)(2.675))
def t_math(a):
    return math.sqrt(a), math.exp(1), math.log(a), math.pi * a, math.isnan(a), math.isinf(a), math.fabs(-a), math.pow(a, 2)
case("math_module", lambda: bc(t_math)(2.0))
def t_float_arith(a, b):
    return a * b, a + b, a - b, a / b, a % b, a // b, a ** b, float(a) * 3
case("float_arith", lambda: bc(t_float_arith)(0.1, 0.2))
case("float_arith_int", lambda: bc(t_float_arith)(7, 3))
case("float_arith_neg", lambda: bc(t_float_arith)(-7.5, 2))
def t_minmax(a, b):
    return max(a, b), min(a, b), max([a, b, 0.5]), sum([a, b, 0.1]), sum((1, 2), 10), abs(a - b)
case("minmax_float", lambda: bc(t_minmax)(0.1, 0.2))
def t_cmp(a, b):
    return a < b, a == b, a != b, (a, 1) < (b, 0), [a] == [b], a is b, 0.1 + 0.2 == 0.3
case("compare", lambda: bc(t_cmp)(0.1, 0.1))
def t_int_conv(a):
    return int(a), int(-a), float(int(a)), bool(a), int(True), float('1e3'), int(3.99)
case("int_conv", lambda: bc(t_int_conv)(2.7))
def t_bigint(a):
    return a * a, a ** 3, a << 40, (a * a) // 7
case("bigint", lambda: bc(t_bigint)(2 ** 31))
def t_dict_views(d):
    return d.keys(), d.values(), d.items(), len(d), 'a' in d, list(d)
case("dict_views", lambda: bc(t_dict_views)({'a': 1, 'b': 2.5}))
def t_dict_tensor(d, x):
    return {k: v * x for k, v in d.items()}, sorted(d, reverse=True), max(d, key=lambda k: d[k])
case("dict_tensor", lambda: bc(t_dict_tensor)({'a': 1, 'b': 2}, x3))
def t_print(x, a):
    print('val', a, 1.5, True, None, (1,), [2], {'k': 3})
    print(f'x={a}', sep='-')
    return x
case("print_python", lambda: bc(t_print)(x3, 0.1))
def t_print_t(x):
    print('tensor', x)
    print(x.shape, x.dtype)
    return x + 1
case("print_tensor", lambda: bc(t_print_t)(x3))
def t_list_ops(l):
    a = l * 2
    b = l + [9]
    c = l[::-1]
    d = l[1:]
    e = [v for v in l if v > 1]
    return a, b, c, d, e, l.index(2), 2 in l, 5 not in l, len(l)
case("list_ops", lambda: bc(t_list_ops)([1, 2, 3]))
def t_tuple_tensor(x):
    t = (x, x + 1, x * 2)
    a, b, c = t
    return t[-1], t[1:], len(t), c - a, t.index(t[0]) if False else 0
case("tuple_tensor", lambda: bc(t_tuple_tensor)(x3))
def t_str_ops(s):
    return s.upper(), s.lower(), s.split('_'), s.strip('_'), s.count('a'), s.find('z'), s.isdigit(), s.zfill(8), s.center(9, '*'), s[1:3]
case("str_methods", lambda: bc(t_str_ops)('_aBa_c'))
def t_str_tensor(x, s):
    if s.startswith('m'):
        return x * 2
    return x + len(s)
case("str_cond_m", lambda: bc(t_str_tensor)(x3, 'mul'))
case("str_cond_o", lambda: bc(t_str_tensor)(x3, 'other'))
def t_tensor_to_py(x):
    return x.shape, x.ndim, len(x.shape), x.dtype == ms.float32, x.dtype, str(x.dtype), x.size, x.shape[0] * 2.5
case("tensor_meta", lambda: bc(t_tensor_to_py)(x3))
def t_isinstance(x, a, l):
    return isinstance(x, Tensor), isinstance(a, float), isinstance(a, int), isinstance(l, list), type(a) == float, type(l).__name__
case("isinstance", lambda: bc(t_isinstance)(x3, 1.0, [1]))
def t_range(n):
    r = range(n)
    return list(r), r[1], len(r), sum(r), list(range(n, 0, -2)), 3 in r
case("range", lambda: bc(t_range)(5))
def t_enum(l):
    return list(enumerate(l, 1)), list(zip(l, l[1:])), dict(zip(l, range(3))), list(reversed(l))
case("enum_zip", lambda: bc(t_enum)(['a', 'b', 'c']))
def t_none(x, y=None):
    if y is None:
        y = x
    return x + y, y is x
case("default_none", lambda: bc(t_none)(x3))
def t_kwargs(x, **kw):
    return x * kw.get('scale', 1) + len(kw), sorted(kw.items())
case("kwargs", lambda: bc(t_kwargs)(x3, scale=2, bias=1))
case("kwargs_empty", lambda: bc(t_kwargs)(x3))
def t_varargs(*args):
    return len(args), args[0] + args[-1], args[1:]
case("varargs", lambda: bc(t_varargs)(x3, 1, 2.5))
def t_tensor_scalar(x):
    return x * 0.1, x + True, x / 3, x // 2, 2 ** x, x ** 0.5, 1 - x, 0.1 * x.sum()
case("tensor_scalar_ops", lambda: bc(t_tensor_scalar)(x3))
case("tensor_scalar_ops_int", lambda: bc(t_tensor_scalar)(Tensor(np.array([1, 2, 3], np.int32))))
case("tensor_scalar_ops_f16", lambda: bc(t_tensor_scalar)(Tensor(np.array([1, 2, 3], np.float16))))
def t_item_arith(x):
    a = x[0].item()
    b = x.sum().item()
    return a * 0.1, b / 7, type(a).__name__, a + b
case("item_arith", lambda: bc(t_item_arith)(x3))
case("item_arith_int", lambda: bc(t_item_arith)(Tensor(np.array([1, 2, 3], np.int64))))
def t_tolist(x):
    l = x.tolist()
    return l, sum(l), type(l[0]).__name__, [v * 0.1 for v in l]
case("tolist", lambda: bc(t_tolist)(x3))
def t_float_tensor(x):
    return float(x[0]) * 0.1, int(x[1]) // 2, bool(x[2] > 2)
case("float_of_tensor", lambda: bc(t_float_tensor)(x3))
def t_global_fn(x):
    return ops.add(x, 1), ms.ops.mul(x, 2.5), ops.cast(x, ms.int32), ms.numpy.ones(2) if hasattr(ms, 'numpy') else 0
case("ms_ops", lambda: bc(t_global_fn)(x3))
def t_nested_fn(x):
    def inner(y, k=2):
        return y * k
    return inner(x), inner(x, k=3), (lambda z: z - 1)(x)
case("nested_def", lambda: bc(t_nested_fn)(x3))
def t_closure_list(x):
    acc = []
    def add(v):
        acc.append(v)
    add(x)
    add(x * 2)
    return len(acc), acc[-1]
case("closure_list", lambda: bc(t_closure_list)(x3))
def t_augassign(x, l):
    x += 1
    l += [5]
    s = 'a'
    s += 'b'
    n = 3
    n //= 2
    n **= 3
    return x, l, s, n
case("augassign", lambda: (lambda l: (bc(t_augassign)(x3, l), l))([1]))
def t_swap(a, b):
    a, b = b, a
    return a, b
case("swap", lambda: bc(t_swap)(x3, 1))
def t_walrus(l):
    if (n := len(l)) > 2:
        return n * 2
    return n
case("walrus", lambda: bc(t_walrus)([1, 2, 3]))
def t_for_else(l):
    for v in l:
        if v == 5:
            break
    else:
        return -1
    return v
case("for_else", lambda: bc(t_for_else)([1, 2]))
case("for_else_break", lambda: bc(t_for_else)([5, 2]))
def t_while_py(n):
    s = 0
    while n > 0:
        s += n
        n -= 1
    return s
case("while_python", lambda: bc(t_while_py)(10))
def t_loop_tensor(x, n):
    for i in range(n):
        x = x * 2 if i % 2 else x + 1
    return x
case("loop_tensor", lambda: bc(t_loop_tensor)(x3, 4))
def t_break_tensor(x):
    for i in range(5):
        if i == 3:
            break
        x = x + i
    return x, i
case("break_py", lambda: bc(t_break_tensor)(x3))
def t_tensor_cond_loop(x):
    while x.sum() < 30:
        x = x * 2
    return x
case("tensor_while", lambda: bc(t_tensor_cond_loop)(x3))
def t_tensor_if_py(x, n):
    y = 0
    if x.max() > n:
        y = 1.5
    else:
        y = 2
    return x * y, y
case("tensor_if_py_value", lambda: bc(t_tensor_if_py)(x3, 2))
case("tensor_if_py_value2", lambda: bc(t_tensor_if_py)(x3, 5))
def t_set(l):
    s = set(l)
    s.add(9)
    s.discard(1)
    return sorted(s), len(s), 2 in s, sorted(s | {0})
case("set_ops", lambda: bc(t_set)([1, 2, 2, 3]))
def t_slice_obj(l):
    sl = slice(1, None, 2)
    return l[sl], sl.start, l[-2:], l[:-1:2]
case("slice_obj", lambda: bc(t_slice_obj)([1, 2, 3, 4, 5]))
def t_tensor_index(x, i):
    return x[i], x[-1], x[1:], x[::2], x[None], x[..., 0]
case("tensor_index", lambda: bc(t_tensor_index)(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)), 1))
def t_chain(a):
    return 0 < a <= 5, a if a > 2 else -a, a and 0, a or 7, 0 or a, None or 'z'
case("bool_ops", lambda: bc(t_chain)(3))
def t_divmod(a, b):
    return divmod(a, b), divmod(-a, b), divmod(a * 1.5, b), pow(a, b, 5), hash(a) == hash(a)
case("divmod_pow", lambda: bc(t_divmod)(7, 3))
def t_chr_ord(s):
    return [ord(c) for c in s], ''.join(chr(ord(c) + 1) for c in s), s.encode() if False else 0, hex(255), bin(5), oct(8)
case("chr_ord", lambda: bc(t_chr_ord)('abc'))
def t_all_any_t(x):
    return all([x.sum() > 0, True]), any([False, 0]), all(v > 0 for v in (1, 2))
case("all_any_tensor", lambda: bc(t_all_any_t)(x3))
def t_sorted_key(l):
    return sorted(l, key=len), sorted(l, key=lambda s: s[-1], reverse=True), min(l, key=len), max(l)
case("sorted_key", lambda: bc(t_sorted_key)(['ccc', 'a', 'bb']))
