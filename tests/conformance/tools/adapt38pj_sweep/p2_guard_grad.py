"""Recompilation (guards) and gradients through bytecode-captured functions, deeper than adapt36pj's s2 / s6 (pi_jit
guard/*, gradient/*, test_mutable, test_no_grad, test_function_backward, test_fullgraph_api): re-calls with changed
Python scalars / bool / None / str / tuple lengths / list contents / dtypes / shapes / ranks, Cell attribute changes,
closures changing, grads with kwargs, defaults, closures, Python control flow, has_aux, stop_gradient, Python
float multipliers, fullgraph variants."""
import numpy as np
from _h import case, bc
import mindspore as ms
from mindspore import Tensor, ops, nn, Parameter, jit

x3 = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


def g_scalar(x, s):
    return x * s
_gs = bc(g_scalar)
case("guard_int_then_float", lambda: (_gs(x3, 2), _gs(x3, 2.5), _gs(x3, True)))
case("guard_int_values", lambda: [_gs(x3, k) for k in (1, 2, 3)])
def g_none(x, y=None):
    if y is None:
        return x + 1
    return x + y
_gn = bc(g_none)
case("guard_none_then_tensor", lambda: (_gn(x3), _gn(x3, x3), _gn(x3, None), _gn(x3, y=2)))
def g_str(x, mode):
    return x + 1 if mode == 'a' else (x - 1 if mode == 'b' else x * 0)
_gstr = bc(g_str)
case("guard_str", lambda: (_gstr(x3, 'a'), _gstr(x3, 'b'), _gstr(x3, 'c'), _gstr(x3, 'a')))
def g_tuple(x, t):
    r = x
    for v in t:
        r = r + v
    return r
_gt = bc(g_tuple)
case("guard_tuple_len", lambda: (_gt(x3, (1,)), _gt(x3, (1, 2)), _gt(x3, ()), _gt(x3, (1.5, x3))))
def g_list(x, l):
    return x * l[0] + len(l)
_gl = bc(g_list)
case("guard_list_contents", lambda: (_gl(x3, [1]), _gl(x3, [2, 3]), _gl(x3, [x3])))
def g_shape(x):
    return x.sum() + x.shape[0], x.ndim
_gsh = bc(g_shape)
case("guard_shapes_ranks", lambda: (_gsh(x3), _gsh(ops.ones((2, 2))), _gsh(Tensor(5.0)), _gsh(ops.ones((0,)))))
def g_dtype(x):
    return x + 1, x * 2.5, x / 2
_gd = bc(g_dtype)
case("guard_dtypes", lambda: [_gd(Tensor(np.array([1, 2]), dt)) for dt in (ms.float32, ms.float16, ms.int32, ms.int64, ms.bool_, ms.uint8, ms.float64)])
class AttrNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.k = 2
        self.flag = True
    @jit(capture_mode="bytecode")
    def construct(self, x):
        if self.flag:
            return x * self.k
        return x - self.k
def cell_attr_change():
    n = AttrNet()
    a = n(x3)
    n.k = 5
    b = n(x3)
    n.flag = False
    c = n(x3)
    return a, b, c
case("guard_cell_attr_change", cell_attr_change)
def make_mul(k):
    def f(x):
        return x * k
    return f
case("guard_closure_diff_cells", lambda: (bc(make_mul(2))(x3), bc(make_mul(3))(x3)))
def g_kw(x, *, scale=1.0, shift=0):
    return x * scale + shift
_gkw = bc(g_kw)
case("guard_kwonly", lambda: (_gkw(x3), _gkw(x3, scale=2), _gkw(x3, shift=1, scale=0.5)))
def g_varargs(*xs):
    return sum(xs[1:], xs[0])
_gva = bc(g_varargs)
case("guard_varargs_count", lambda: (_gva(x3), _gva(x3, x3), _gva(x3, 1, 2.0)))
def g_dict_arg(d):
    return d['x'] * d.get('k', 1)
_gda = bc(g_dict_arg)
case("guard_dict_arg", lambda: (_gda({'x': x3}), _gda({'x': x3, 'k': 3}), _gda({'x': x3, 'k': 0.5})))
def g_np(x, a):
    return x + Tensor(a)
_gnp = bc(g_np)
case("guard_numpy_arg", lambda: (_gnp(x3, np.array([1.0, 2, 3], np.float32)), _gnp(x3, np.array([5.0, 5, 5], np.float32))))
def g_tensor_int(x, n):
    return x * n
case("guard_tensor_vs_int", lambda: (bc(g_tensor_int)(x3, Tensor(2)), bc(g_tensor_int)(x3, 2)))
def g_param(x, p):
    return x * p
case("guard_param_value_change", lambda: (lambda p: (bc(g_param)(x3, p), p.set_data(Tensor([3.0], ms.float32)), bc(g_param)(x3, p))[::2])(Parameter(Tensor([2.0], ms.float32), name='gp')))
def g_mutable(x, n):
    return x * n
_gm = bc(g_mutable)
case("guard_mutable_int", lambda: (_gm(x3, ms.mutable(2)), _gm(x3, ms.mutable(3))))
case("guard_mutable_tuple", lambda: bc(lambda x, t: x + t[0] * t[1])(x3, ms.mutable((2, 3))))

# --- gradients
def f_kw(x, y=2.0, *, z=1.0):
    return (x * y * z).sum()
case("grad_fn_defaults", lambda: ms.grad(bc(f_kw))(x3))
case("grad_fn_kw_call", lambda: ms.grad(bc(f_kw), grad_position=(0, 1))(x3, Tensor(3.0)))
def f_closure_t(w):
    def f(x):
        return (x * w).sum()
    return f
case("grad_closure_tensor", lambda: ms.grad(bc(f_closure_t(Tensor([1.0, 2.0, 3.0]))))(x3))
def f_pyloop(x, n):
    y = x
    for _ in range(n):
        y = y * x
    return y.sum()
case("grad_pyloop_n2", lambda: ms.grad(bc(f_pyloop))(x3, 2))
case("grad_pyloop_n0", lambda: ms.grad(bc(f_pyloop))(x3, 0))
def f_tensor_if(x):
    if x.sum() > 5:
        return (x * x).sum()
    return x.sum()
case("grad_tensor_if_true", lambda: ms.grad(bc(f_tensor_if))(x3))
case("grad_tensor_if_false", lambda: ms.grad(bc(f_tensor_if))(x3 * 0.1))
def f_aux(x):
    return (x * 2).sum(), x + 1
case("grad_has_aux", lambda: ms.grad(bc(f_aux), has_aux=True)(x3))
case("value_and_grad_has_aux", lambda: ms.value_and_grad(bc(f_aux), has_aux=True)(x3))
def f_stop(x):
    y = ops.stop_gradient(x * 2)
    return (x * y).sum()
case("grad_stop_gradient", lambda: ms.grad(bc(f_stop))(x3))
def f_tuple_out(x):
    return x.sum(), (x * 3).sum()
case("grad_tuple_output", lambda: ms.grad(bc(f_tuple_out))(x3))
def f_list_out(x):
    return [x * 2, x * x]
case("grad_list_output", lambda: ms.grad(bc(f_list_out))(x3))
def f_int_input(x, k):
    return (x * k).sum()
case("grad_int_input_pos1", lambda: ms.grad(bc(f_int_input), grad_position=1)(x3, Tensor(2, ms.int32)))
def f_fp16(x):
    return (x * x).sum()
case("grad_fp16", lambda: ms.grad(bc(f_fp16))(x3.astype(ms.float16)))
case("grad_fp64", lambda: ms.grad(bc(f_fp16))(x3.astype(ms.float64)))
def f_inner_grad(x):
    g = ms.grad(lambda v: (v ** 3).sum())(x)
    return g * 2
case("grad_inside_bytecode", lambda: bc(f_inner_grad)(x3))
case("grad_of_grad_inside", lambda: ms.grad(lambda x: bc(f_inner_grad)(x).sum())(x3))
class WNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name='w')
        self.b = Parameter(Tensor(np.array([0.5], np.float32)), name='b')
    @jit(capture_mode="bytecode")
    def construct(self, x):
        return (x * self.w + self.b).sum()
def wgrad():
    n = WNet()
    return ms.grad(n, grad_position=None, weights=n.trainable_params())(x3)
case("grad_weights_only", wgrad)
def wgrad_both():
    n = WNet()
    return ms.value_and_grad(n, grad_position=0, weights=n.trainable_params())(x3)
case("value_and_grad_weights", wgrad_both)
def wgrad_frozen():
    n = WNet()
    n.b.requires_grad = False
    return ms.grad(n, grad_position=None, weights=n.trainable_params())(x3)
case("grad_weights_frozen_b", wgrad_frozen)
def train_steps():
    n = WNet()
    opt = nn.SGD(n.trainable_params(), learning_rate=0.1)
    gf = ms.value_and_grad(n, None, opt.parameters)
    out = []
    for _ in range(3):
        l, g = gf(x3)
        opt(g)
        out.append(l)
    return out, n.w.value()
case("train_sgd_3steps", train_steps)
def f_sens(x):
    return x * 2, x * x
case("gradop_sens_tuple", lambda: ops.GradOperation(sens_param=True)(bc(f_sens))(x3, (Tensor([1.0, 1, 1]), Tensor([0.5, 0.5, 0.5]))))
def f_where(x):
    return ops.where(x > 1.5, x * x, -x).sum()
case("grad_where", lambda: ms.grad(bc(f_where))(x3))
def f_index(x):
    return x[1:].sum() + x[0] * 3
case("grad_slice_index", lambda: ms.grad(bc(f_index))(x3))
def f_dict_in(d):
    return (d['a'] * d['b']).sum()
case("grad_dict_input", lambda: ms.grad(bc(f_dict_in))({'a': x3, 'b': x3 * 2}))
def f_list_acc(x):
    acc = []
    for i in range(3):
        acc.append(x * i)
    return ops.stack(acc).sum()
case("grad_list_acc_stack", lambda: ms.grad(bc(f_list_acc))(x3))
case("jacfwd_bytecode", lambda: ms.jacfwd(bc(lambda x: x * x))(x3))
case("vjp_bytecode", lambda: ms.vjp(bc(lambda x: x * x), x3)[1](Tensor([1.0, 1, 1])))

# --- fullgraph variants
def fg_ok(x, n):
    for i in range(n):
        x = x + i
    return x
case("fullgraph_ok_loop", lambda: bc(fg_ok, fullgraph=True)(x3, 3))
def fg_dict(x):
    d = {'a': x}
    d['b'] = x * 2
    return d['a'] + d['b']
case("fullgraph_dict", lambda: bc(fg_dict, fullgraph=True)(x3))
def fg_item(x):
    return x.sum().item() + 1
case("fullgraph_item", lambda: bc(fg_item, fullgraph=True)(x3))
def fg_tolist(x):
    return x.tolist()
case("fullgraph_tolist", lambda: bc(fg_tolist, fullgraph=True)(x3))
def fg_gen(x):
    return sum(x * i for i in range(3))
case("fullgraph_genexpr", lambda: bc(fg_gen, fullgraph=True)(x3))
def fg_tensor_while(x):
    while x.sum() < 20:
        x = x * 2
    return x
case("fullgraph_tensor_while", lambda: bc(fg_tensor_while, fullgraph=True)(x3))
def fg_global_append(x):
    G_L.append(x)
    return x
G_L = []
case("fullgraph_global_append", lambda: (bc(fg_global_append, fullgraph=True)(x3), len(G_L)))
def fg_raise(x):
    raise ValueError("boom")
case("fullgraph_raise", lambda: bc(fg_raise, fullgraph=True)(x3))
def fg_str(x, s):
    return x + len(s.upper())
case("fullgraph_str", lambda: bc(fg_str, fullgraph=True)(x3, 'ab'))
def fg_shape_if(x):
    if x.shape[0] > 2:
        return x * 2
    return x
case("fullgraph_shape_if", lambda: bc(fg_shape_if, fullgraph=True)(x3))
def fg_np(x):
    return x + np.ones(3, np.float32).sum()
case("fullgraph_numpy_const", lambda: bc(fg_np, fullgraph=True)(x3))
def fg_isinstance(x):
    if isinstance(x, Tensor):
        return x + 1
    return x
case("fullgraph_isinstance", lambda: bc(fg_isinstance, fullgraph=True)(x3))
