"""Python semantics inside jit(capture_mode='bytecode') functions (pi_jit test_string_operations, builtin/*,
test_args, test_call_function*, test_yield, test_class, control_flow/test_exception, test_with, test_side_effect)."""
import numpy as np
from _h import case, bc
import mindspore as ms
from mindspore import Tensor, ops, nn

x3 = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
i3 = Tensor(np.array([1, 2, 3], np.int32))

# --- strings
case("fstr_int", lambda: bc(lambda x: f'x={x}')(1))
case("fstr_fmt", lambda: bc(lambda x: f'{x:>5.2f}|{x!r}')(1.5))
case("fstr_tensor_shape", lambda: bc(lambda x: f'{x.shape}-{x.dtype}')(x3))
case("str_methods", lambda: bc(lambda s: (s.upper(), s.split(','), s.replace('a', 'b'), '-'.join([s, s]), s[::-1], s.startswith('a'), s.find('c')))('a,bc'))
case("str_mul_in", lambda: bc(lambda s: (s * 3, 'b' in s, len(s), s.strip().title()))(' ab '))
case("str_format", lambda: bc(lambda a, b: '{}+{}={:.3f}'.format(a, b, a + b))(1, 2.5))
case("str_percent", lambda: bc(lambda a: '%d-%s-%.2f' % (a, 'z', a / 3))(7))
case("str_cmp", lambda: bc(lambda a, b: (a < b, a == b, a + b, ord(a[0]), chr(66)))('abc', 'abd'))
def s_tensor(x, s):
    if s == 'add':
        return x + 1
    return x * 2
case("str_branch_add", lambda: bc(s_tensor)(x3, 'add'))
case("str_branch_mul", lambda: bc(s_tensor)(x3, 'mul'))

# --- containers
def lst_ops(x):
    a = [1, 3, 2]
    a.append(5); a.insert(0, 7); a.extend([9, 8]); a.remove(3)
    p = a.pop(); a.sort(); b = sorted(a, reverse=True)
    return a, b, p, a.index(5), a.count(9), x * len(a)
case("list_methods", lambda: bc(lst_ops)(x3))
def dict_ops(x):
    d = {'a': 1, 'b': 2}
    d['c'] = 3; d.update({'a': 10}); v = d.pop('b'); g = d.get('z', 4); d.setdefault('e', 5)
    return list(d.keys()), list(d.values()), list(d.items()), v, g, x + d['a']
case("dict_methods", lambda: bc(dict_ops)(x3))
case("dict_comp", lambda: bc(lambda x: {k: x * v for k, v in zip('ab', (1, 2))})(x3))
case("set_ops", lambda: bc(lambda: (sorted({1, 2} | {3}), sorted({1, 2, 3} & {2, 3}), sorted({1, 2} - {2}), len({1, 1, 2})))())
case("tuple_ops", lambda: bc(lambda t: (t + (4,), t * 2, t[::-1], t.index(2), t.count(1), max(t), min(t), sum(t)))((1, 2, 3)))
case("nested_comp", lambda: bc(lambda n: [[i * j for j in range(n)] for i in range(n)])(3))
case("comp_filter_tensor", lambda: bc(lambda x: [x * i for i in range(4) if i % 2])(x3))
case("genexpr_sum", lambda: bc(lambda x: sum(x * i for i in range(3)))(x3))
case("enumerate_zip", lambda: bc(lambda a, b: [(i, u + v) for i, (u, v) in enumerate(zip(a, b))])([1, 2], [3, 4]))
case("unpack_star", lambda: bc(lambda t: (lambda a, *b: (a, b))(*t))((1, 2, 3)))
def unpack2(x):
    a, *b, c = [x, x + 1, x + 2, x + 3]
    return a, b, c
case("unpack_starred_assign", lambda: bc(unpack2)(x3))
case("list_arg_append", lambda: (lambda l: (bc(lambda a, x: a.append(x * 2) or len(a))(l, x3), l))([x3]))
case("dict_arg_setitem", lambda: (lambda d: (bc(lambda a, x: a.__setitem__('k', x + 1))(d, x3), d))({}))
case("list_arg_clear", lambda: (lambda l: (bc(lambda a: a.clear())(l), l))([1, 2]))
case("list_arg_pop", lambda: (lambda l: (bc(lambda a: a.pop(0))(l), l))([x3, 5]))

# --- builtins
case("builtins_num", lambda: bc(lambda a, b: (abs(a), round(b, 1), divmod(7, a), pow(a, 2), int(b), float(a), bool(0), round(2.5), round(3.5)))(-3, 2.46))
case("builtins_tensor", lambda: bc(lambda x: (len(x), abs(x), max(x.asnumpy()), isinstance(x, Tensor), type(x) is Tensor, x.ndim, x.size))(x3))
case("builtins_minmax_tensor", lambda: bc(lambda x: (max(x[0], x[1]), min(x[1], x[2])))(x3))
case("builtins_all_any", lambda: bc(lambda l: (all(l), any(l), all([]), any([])))([1, 0, 2]))
case("builtins_map_filter", lambda: bc(lambda l: (list(map(lambda v: v * 2, l)), list(filter(lambda v: v > 1, l)), list(reversed(l))))([1, 2, 3]))
case("builtins_range", lambda: bc(lambda n: (list(range(n)), list(range(1, n, 2)), list(range(n, 0, -1)), len(range(n))))(5))
case("builtins_int_parse", lambda: bc(lambda s: (int(s), float(s + '.5'), int('ff', 16), str(12), bool(''), bool('a')))('12'))
case("builtins_hasattr", lambda: bc(lambda x: (hasattr(x, 'shape'), hasattr(x, 'zz'), getattr(x, 'ndim'), getattr(x, 'zz', 7)))(x3))
case("builtins_callable", lambda: bc(lambda f: (callable(f), callable(3)))(abs))
case("builtins_isinstance_tuple", lambda: bc(lambda a, b: (isinstance(a, (int, float)), isinstance(b, (list, tuple)), isinstance(True, int)))(1.0, [1]))
case("builtins_float_special", lambda: bc(lambda: (float('inf'), float('-inf') < 0, float('nan') != float('nan'), -0.0))())
case("int_div_mod", lambda: bc(lambda a, b: (a // b, a % b, -a // b, -a % b, a / b, a ** -1))(7, 2))
case("bool_int_arith", lambda: bc(lambda a, b: (a + b, a * 3, True & False, 5 & 3, 5 | 3, 5 ^ 3, ~5, 1 << 4, -17 >> 2))(True, 2))
case("chained_cmp", lambda: bc(lambda a: (1 < a < 3, 1 < a > 3, a == 2 == 2.0))(2))
case("is_none", lambda: bc(lambda a, b=None: (a is None, b is None, a if b is None else b))(3))

# --- tensor python methods
case("tensor_item", lambda: bc(lambda x: (x[1].item(), x.asnumpy().sum(), x.tolist(), float(x[0]), int(x[2])))(x3))
case("tensor_shape_arith", lambda: bc(lambda x: x.reshape(x.shape[0] // 3, -1) * x.shape[-1])(x3))
case("tensor_bool_cond", lambda: bc(lambda x: x + 1 if x.sum() > 5 else x - 1)(x3))
case("tensor_bool_cond2", lambda: bc(lambda x: x + 1 if x.sum() > 50 else x - 1)(x3))
case("tensor_numpy_roundtrip", lambda: bc(lambda x: Tensor(np.sqrt(x.asnumpy())) + x)(x3))
case("tensor_int_ops", lambda: bc(lambda x: (x // 2, x % 2, x / 2, -x, x ** 2))(i3))
case("tensor_setitem", lambda: bc(lambda x: (lambda y: (y.__setitem__(1, 9) , y)[1])(x.copy()))(i3))
case("tensor_iter", lambda: bc(lambda x: [v * 2 for v in x])(i3))
case("tensor_in_list", lambda: bc(lambda x: len([x, x]) + x)(i3))

# --- functions
g_val = 3
def use_global(x):
    return x * g_val
f_glob = bc(use_global)
case("global_1", lambda: f_glob(x3))
def _set_g(v):
    global g_val
    g_val = v
case("global_changed", lambda: (_set_g(5), f_glob(x3))[1])
def write_global(x):
    global g_val
    g_val = g_val + 1
    return x + g_val
case("global_write", lambda: (bc(write_global)(x3), g_val))
def make_closure(k):
    def f(x):
        return x * k
    return f
case("closure", lambda: bc(make_closure(4))(x3))
def nonlocal_f(x):
    c = 0
    def inc():
        nonlocal c
        c += 1
        return c
    inc(); inc()
    return x + c
case("nonlocal", lambda: bc(nonlocal_f)(x3))
def defaults(x, a=2, *args, b=3, **kw):
    return x * a + b + sum(args) + sum(kw.values()), args, sorted(kw)
case("defaults_1", lambda: bc(defaults)(x3))
case("defaults_2", lambda: bc(defaults)(x3, 1, 5, 6, b=0, z=1, y=2))
case("defaults_kw_only_missing", lambda: bc(lambda x, *, k: x + k)(x3))
case("too_many_args", lambda: bc(lambda x: x)(x3, 1))
case("recursion", lambda: bc(lambda n: (lambda f: f(f, n))(lambda f, k: 1 if k <= 1 else k * f(f, k - 1)))(5))
def rec_fact(n):
    return 1 if n <= 1 else n * rec_fact(n - 1)
case("recursion_named", lambda: bc(lambda x: x * rec_fact(4))(x3))
def gen(n):
    for i in range(n):
        yield i * 2
case("generator_list", lambda: bc(lambda n: list(gen(n)))(4))
def gen_t(x):
    yield x
    yield x + 1
case("generator_tensor", lambda: bc(lambda x: tuple(gen_t(x)))(x3))
case("yield_fn_direct", lambda: list(bc(gen)(3)))
case("lambda_sorted_key", lambda: bc(lambda l: sorted(l, key=lambda t: -t[1]))([(1, 2), (3, 4), (5, 0)]))
import functools
# MindSpore 2.10 aborts (PyTuple_GET_SIZE assertion): case("functools_partial", lambda: bc(lambda x: functools.partial(ops.add, x)(x))(x3))
case("functools_reduce", lambda: bc(lambda l: functools.reduce(lambda a, b: a * b, l))([1, 2, 3, 4]))

# --- exceptions
def try_exc(x, k):
    try:
        if k > 0:
            raise ValueError('neg')
        y = x + 1
    except ValueError as e:
        y = x - 1
    finally:
        y = y * 2
    return y
case("try_except_raise", lambda: bc(try_exc)(x3, 1))
case("try_except_noraise", lambda: bc(try_exc)(x3, 0))
def raise_type(x):
    raise TypeError(f'bad {x.shape}')
case("raise_typeerror", lambda: bc(raise_type)(x3))
def idx_err(l):
    return l[5]
case("index_error", lambda: bc(idx_err)([1, 2]))
case("key_error", lambda: bc(lambda d: d['z'])({'a': 1}))
case("zero_div", lambda: bc(lambda a: a / 0)(1))
case("assert_false", lambda: bc(lambda x: (_ for _ in ()).throw(AssertionError('a')))(x3))
def assert_stmt(x, n):
    assert n > 0, 'n must be positive'
    return x * n
case("assert_stmt_ok", lambda: bc(assert_stmt)(x3, 2))
case("assert_stmt_fail", lambda: bc(assert_stmt)(x3, -1))
class Ctx:
    def __init__(self):
        self.log = []
    def __enter__(self):
        self.log.append('in'); return self
    def __exit__(self, *a):
        self.log.append('out'); return False
def with_f(x, c):
    with c as cc:
        cc.log.append('body')
        y = x * 2
    return y, list(c.log)
case("with_ctx", lambda: bc(with_f)(x3, Ctx()))

# --- classes
class P:
    scale = 2
    def __init__(self, v):
        self.v = v
    @property
    def dbl(self):
        return self.v * self.scale
    def m(self, x):
        return x * self.v
    @staticmethod
    def s(x):
        return x + 100
    @classmethod
    def c(cls, x):
        return x * cls.scale
case("class_property", lambda: bc(lambda p, x: (p.dbl, p.m(x), P.s(x), P.c(x), p.c(x)))(P(3), x3))
case("class_attr_write", lambda: (lambda p: (bc(lambda o, x: setattr(o, 'v', x * 2) or o.v)(p, x3), p.v))(P(1)))
class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name='w')
        self.k = 2
    def construct(self, x):
        return x * self.w + self.k
net = Net()
case("cell_construct", lambda: bc(net.construct)(x3))
case("cell_k_changed", lambda: (setattr(net, 'k', 5), bc(net.construct)(x3))[1])
def param_assign(x):
    ops.assign(net.w, x * 3)
    return net.w + 0
case("param_assign", lambda: (bc(param_assign)(x3), net.w.value()))
class Net2(nn.Cell):
    @jit(capture_mode="bytecode") if False else (lambda f: f)
    def construct(self, x, y=None):
        if y is None:
            return x * 2
        return x + y
from mindspore import jit
class Net3(nn.Cell):
    @jit(capture_mode="bytecode")
    def construct(self, x, y=None):
        if y is None:
            return x * 2
        return x + y
n3 = Net3()
case("cell_deco_default", lambda: n3(x3))
case("cell_deco_given", lambda: n3(x3, x3))
case("cell_deco_kw", lambda: n3(x3, y=i3))
