"""jit(capture_mode='bytecode', fullgraph=True) on Python constructs (pi_jit test_fullgraph_api, test_string_operations,
builtin/*): which ones MindSpore captures whole and which raise its Unsupported: str methods, list / dict / set /
tuple methods, builtins, comprehensions, closures, generators, try / with, Tensor Python methods."""
import math
import numpy as np
from _h import case, bc
import mindspore as ms
from mindspore import Tensor, ops

x3 = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


def fg(name, body, *args):
    case("fg_" + name, lambda: bc(body, fullgraph=True)(x3, *args))


for m, a in (("upper", ()), ("lower", ()), ("strip", ()), ("title", ()), ("capitalize", ()), ("split", (',',)),
             ("replace", ('a', 'b')), ("startswith", ('a',)), ("endswith", ('b',)), ("find", ('b',)),
             ("count", ('a',)), ("index", ('b',)), ("isdigit", ()), ("isalpha", ()), ("zfill", (5,)),
             ("join", (['p', 'q'],)), ("format", ()), ("center", (6,)), ("rstrip", ()), ("swapcase", ()),
             ("partition", (',',)), ("ljust", (4,)), ("splitlines", ()), ("encode", ())):
    fg("str_" + m, lambda x, s, m=m, a=a: (getattr(s, m)(*a), x), 'a,b')
fg("str_slice_mul", lambda x, s: (s[::-1] * 2, x), 'ab')
fg("str_percent", lambda x, s: ('%s-%d' % (s, 3), x), 'ab')
fg("list_append_local", lambda x: [1].append(2) or x)
def lm(x):
    a = [3, 1, 2]
    a.append(4); a.extend([5]); a.insert(0, 0); a.pop(); a.remove(1); a.reverse()
    return a, x
fg("list_mutators_local", lm)
def lsort(x):
    a = [3, 1, 2]
    a.sort()
    return a, x
fg("list_sort_local", lsort)
fg("list_index_count", lambda x: ([1, 2, 2].index(2), [1, 2, 2].count(2), x))
def dm(x):
    d = {'a': 1}
    d['b'] = 2; d.update(c=3); v = d.pop('a'); g = d.get('z', 0); d.setdefault('e', 5)
    return sorted(d.items()), v, g, x
fg("dict_methods_local", dm)
fg("dict_keys_values", lambda x: (list({'a': 1}.keys()), list({'a': 1}.values()), x))
fg("dict_comp", lambda x: ({k: v for k, v in zip('ab', (1, 2))}, x))
fg("set_display", lambda x: (len({1, 2, 2}), x))
fg("set_ops", lambda x: (sorted({1, 2} | {3}), x))
fg("tuple_methods", lambda x: ((1, 2, 2).count(2), (1, 2).index(2), x))
fg("builtins_sorted", lambda x: (sorted([3, 1, 2], reverse=True), x))
fg("builtins_minmax", lambda x: (max([1, 5, 2]), min(3, 4), x))
fg("builtins_sum_abs_round", lambda x: (sum([1, 2]), abs(-2), round(2.567, 2), x))
fg("builtins_enumerate_zip", lambda x: (list(enumerate('ab')), list(zip([1], [2])), x))
fg("builtins_map_filter", lambda x: (list(map(abs, [-1, 2])), list(filter(None, [0, 1])), x))
fg("builtins_reversed", lambda x: (list(reversed([1, 2])), x))
fg("builtins_isinstance_type", lambda x: (isinstance(1, int), type(1).__name__, x))
fg("builtins_any_all", lambda x: (any([0, 1]), all([1, 1]), x))
fg("builtins_divmod_pow", lambda x: (divmod(7, 2), pow(2, 3), x))
fg("builtins_chr_ord", lambda x: (chr(65), ord('a'), x))
fg("builtins_hash_id", lambda x: (hash(1), x))
fg("builtins_int_float_str", lambda x: (int('3'), float('2.5'), str(4), x))
fg("builtins_bool_len", lambda x: (bool([]), len('abc'), x))
fg("math_funcs", lambda x: (math.sqrt(4.0), math.floor(2.5), math.pi, x))
fg("listcomp_tensor", lambda x: [x * i for i in range(3)])
fg("genexpr_sum", lambda x: sum(x * i for i in range(3)))
fg("nested_fn", lambda x: (lambda y: y * 2)(x))
def clos(x):
    k = 3
    def inner(y):
        return y * k
    return inner(x)
fg("closure_call", clos)
def nl(x):
    k = 1
    def inner():
        nonlocal k
        k += 1
    inner()
    return x * k
fg("nonlocal", nl)
def gen(n):
    for i in range(n):
        yield i
fg("generator_list", lambda x: (list(gen(3)), x))
def tr(x):
    try:
        y = x + 1
    except ValueError:
        y = x
    return y
fg("try_no_raise", tr)
def tr2(x):
    try:
        raise ValueError("a")
    except ValueError:
        return x * 2
fg("try_raise_caught", tr2)
class C:
    def __enter__(self):
        return 2
    def __exit__(self, *a):
        return False
def wi(x):
    with C() as v:
        return x * v
fg("with_user_ctx", wi)
fg("tensor_item", lambda x: x.sum().item())
fg("tensor_tolist", lambda x: x.tolist())
fg("tensor_shape_ops", lambda x: (x.shape, x.ndim, len(x), x.size, x.dtype))
fg("tensor_methods", lambda x: (x.sum(), x.mean(), x.max(), x.argmax(), x.reshape(3, 1).shape))
fg("tensor_astype", lambda x: x.astype(ms.int32))
fg("tensor_asnumpy", lambda x: x.asnumpy())
fg("tensor_getitem_list", lambda x: x[[0, 2]])
fg("tensor_setitem", lambda x: (x.copy().__setitem__(0, 5)))
fg("tensor_fstr", lambda x: f'{x.shape}|{x.dtype}')
fg("tensor_str", lambda x: str(x))
fg("tensor_repr", lambda x: repr(x))
fg("tensor_bool_if", lambda x: x * 2 if x.shape[0] else x)
fg("print_plain", lambda x: print(x) or x)
fg("ops_where", lambda x: ops.where(x > 1, x, 0.0))
fg("getattr_str", lambda x: getattr(x, 'shape'))
fg("unpack_tensor", lambda x: (lambda a, b, c: a + c)(*x))
fg("dict_arg_kw", lambda x, **kw: x * kw.get('k', 1))
fg("slice_obj", lambda x: x[slice(0, 2)])
fg("range_tensor_len", lambda x: [i for i in range(len(x))])
