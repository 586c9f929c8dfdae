"""Calls and re-calls of bytecode functions (pi_jit test_call_function*, test_method, test_decorator,
test_cross_file_inline, guard/*, test_args, test_position_args_and_keyword_args): methods of plain classes,
static / class methods, nested jit functions, recursion, mutable defaults, keyword orders, *args / **kwargs with
Tensors, closure / global Tensors and numbers changed between calls, returned dicts / nested containers."""
import numpy as np
from _h import case, bc
import mindspore as ms
from mindspore import Tensor, ops, nn, jit

x3 = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


class Plain:
    k = 2
    def __init__(self, v):
        self.v = v
    @jit(capture_mode="bytecode")
    def method(self, x):
        return x * self.v + self.k
    @staticmethod
    @jit(capture_mode="bytecode")
    def smeth(x):
        return x - 1
    @classmethod
    def cmeth(cls, x):
        return x * cls.k
def plain_calls():
    p = Plain(3)
    a = p.method(x3)
    p.v = 10
    b = p.method(x3)
    Plain.k = 5
    c = p.method(x3)
    Plain.k = 2
    return a, b, c, Plain.smeth(x3), bc(Plain.cmeth)(x3)
case("plain_class_methods_guards", plain_calls)
@jit(capture_mode="bytecode")
def inner_j(x, k):
    return x * k
def outer_j(x):
    return inner_j(x, 2) + inner_j(x, 3)
case("nested_jit_calls", lambda: bc(outer_j)(x3))
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
case("recursion_python", lambda: bc(lambda x, n: x * fact(n))(x3, 5))
def rec_t(x, n):
    if n == 0:
        return x
    return rec_t(x * 2, n - 1)
case("recursion_tensor", lambda: bc(rec_t)(x3, 3))
def mut_default(x, acc=[]):
    acc.append(1)
    return x * len(acc)
_md = bc(mut_default)
case("mutable_default_calls", lambda: (_md(x3), _md(x3), len(mut_default.__defaults__[0])))
def kwo(x, a=1, b=2, *, c=3):
    return x * a + b * c
_kwo = bc(kwo)
case("kw_orders", lambda: (_kwo(x3, b=1, a=2), _kwo(x3, 2, c=0), _kwo(a=3, x=x3)))
def star_t(*ts, **kw):
    s = ts[0]
    for t in ts[1:]:
        s = s + t
    for k in sorted(kw):
        s = s * kw[k]
    return s, len(ts), sorted(kw)
case("star_tensors", lambda: bc(star_t)(x3, x3 * 2, p=2, q=x3))
case("star_call_spread", lambda: bc(lambda x: star_t(*[x, x], **{'m': 3}))(x3))
CT = Tensor(np.array([1.0, 1.0, 1.0], np.float32))
def use_global_t(x):
    return x + CT
_ugt = bc(use_global_t)
def glob_t_change():
    global CT
    a = _ugt(x3)
    CT = Tensor(np.array([5.0, 5.0, 5.0], np.float32))
    b = _ugt(x3)
    CT = Tensor(np.array([1.0, 1.0, 1.0], np.float32))
    return a, b
case("global_tensor_rebound", glob_t_change)
def make_closure_t(t):
    def f(x):
        return x * t
    return f
def closure_t_change():
    t = Tensor(np.array([2.0, 2.0, 2.0], np.float32))
    f = make_closure_t(t)
    j = bc(f)
    a = j(x3)
    f.__closure__[0].cell_contents = Tensor(np.array([3.0, 3.0, 3.0], np.float32))
    b = j(x3)
    return a, b
case("closure_tensor_rebound", closure_t_change)
def closure_num():
    k = 2
    def f(x):
        return x * k
    j = bc(f)
    a = j(x3)
    k = 7
    b = j(x3)
    return a, b
case("closure_number_rebound", closure_num)
def ret_nested(x):
    return {'a': [x, (x + 1, {'b': x * 2})], 'n': None, 's': 'str', 'i': 3}
case("return_nested_containers", lambda: bc(ret_nested)(x3))
def ret_dict_comp(x):
    return {f'k{i}': x * i for i in range(3)}
case("return_dict_comp_tensor", lambda: bc(ret_dict_comp)(x3))
def ret_none(x):
    y = x + 1
case("return_none", lambda: bc(ret_none)(x3))
def ret_scalar_types(x):
    return 1, 2.5, True, None, 'a', (1,), [2], x.shape, x.dtype
case("return_python_scalars", lambda: bc(ret_scalar_types)(x3))
def ret_same_twice(x):
    y = x + 1
    return y, y
case("return_same_tensor_twice", lambda: (lambda r: (r, r[0] is r[1]))(bc(ret_same_twice)(x3)))
def ret_input(x):
    return x
case("return_input_identity", lambda: bc(ret_input)(x3) is x3)
case("return_input_in_tuple", lambda: (lambda r: r[0] is x3)(bc(lambda x: (x, 1))(x3)))
def deco(fn):
    def wrapper(*a, **k):
        return fn(*a, **k) * 2
    return wrapper
@deco
def decorated(x):
    return x + 1
case("decorated_inner", lambda: bc(decorated)(x3))
import functools
case("partial_fn", lambda: bc(functools.partial(lambda x, k: x * k, k=4))(x3))
case("jit_on_cell_call", lambda: bc(lambda x: nn.ReLU()(x - 2))(x3))
class SubNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = nn.Dense(3, 2, weight_init='ones', bias_init='zeros')
    def construct(self, x):
        return self.d(x)
class TopNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.s = SubNet()
    @jit(capture_mode="bytecode")
    def construct(self, x):
        return self.s(x) * 2, self.s.d.weight.shape
case("nested_cells", lambda: TopNet()(x3.reshape(1, 3)))
def grad_nested():
    n = TopNet()
    f = lambda x: n(x)[0].sum()
    return ms.grad(f, grad_position=None, weights=n.trainable_params())(x3.reshape(1, 3))
case("grad_nested_cells_weights", grad_nested)
def many_calls():
    f = bc(lambda x, n: x + n)
    return [f(x3, i) for i in range(5)][-1]
case("many_int_recompiles", many_calls)
def dtype_arg(x, dt):
    return x.astype(dt), ops.zeros(2, dt)
_dta = bc(dtype_arg)
case("dtype_argument", lambda: (_dta(x3, ms.int32), _dta(x3, ms.float16)))
def shape_arg(x, shp):
    return x.reshape(shp), ops.ones(shp).sum()
_sha = bc(shape_arg)
case("shape_argument", lambda: (_sha(x3, (3, 1)), _sha(x3, (1, 3))))
