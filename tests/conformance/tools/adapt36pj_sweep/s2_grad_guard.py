"""Gradients of bytecode functions, re-calls (guards), fullgraph=True, jit argument validation, namedtuple, Tensor
method overloads (pi_jit gradient/*, guard/*, test_fullgraph_api, test_config, builtin/test_namedtuple,
functional_overload, one_stage/test_grad)."""
import collections
import numpy as np
from _h import case, bc
import mindspore as ms
from mindspore import Tensor, ops, nn, jit, Parameter
from mindspore.ops import GradOperation

x3 = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
y3 = Tensor(np.array([0.5, -1.0, 2.0], np.float32))
i3 = Tensor(np.array([1, 2, 3], np.int32))

# --- gradients
def f1(x, y):
    return (x * y * x).sum()
case("grad_default", lambda: ms.grad(bc(f1))(x3, y3))
case("grad_pos01", lambda: ms.grad(bc(f1), grad_position=(0, 1))(x3, y3))
case("value_and_grad", lambda: ms.value_and_grad(bc(f1), grad_position=1)(x3, y3))
case("gradop_all", lambda: GradOperation(get_all=True)(bc(f1))(x3, y3))
case("gradop_sens", lambda: GradOperation(sens_param=True)(bc(lambda x, y: x * y))(x3, y3, y3))
def f_ctrl(x, y):
    if x.sum() > y.sum():
        return x * x
    return y * x * 3
case("grad_ctrl_true", lambda: GradOperation(get_all=True)(bc(f_ctrl))(x3, y3))
case("grad_ctrl_false", lambda: GradOperation(get_all=True)(bc(f_ctrl))(y3, x3))
def f_loop(x, n):
    out = x
    for _ in range(n):
        out = out * x
    return out.sum()
case("grad_loop_n2", lambda: ms.grad(bc(f_loop))(x3, 2))
case("grad_loop_n3", lambda: ms.grad(bc(f_loop))(x3, 3))
def f_while(x):
    i = 0
    while i < 3:
        x = x * 2
        i += 1
    return x
case("grad_while", lambda: ms.grad(bc(f_while))(x3))
def f_python_in(x):
    l = [x, x * 2]
    d = {'a': l[1]}
    return (d['a'] + l[0]).sum() + len(l)
case("grad_container", lambda: ms.grad(bc(f_python_in))(x3))
class GNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, 3.0, 4.0], np.float32)), name='w')
    @jit(capture_mode="bytecode")
    def construct(self, x):
        return (x * self.w).sum()
gn = GNet()
case("grad_params", lambda: GradOperation(get_by_list=True)(gn, gn.trainable_params())(x3))
case("grad_all_params", lambda: GradOperation(get_all=True, get_by_list=True)(gn, gn.trainable_params())(x3))
case("grad_weights_msgrad", lambda: ms.grad(gn, grad_position=None, weights=gn.trainable_params())(x3))
case("vag_has_aux", lambda: ms.value_and_grad(bc(lambda x: ((x * x).sum(), x + 1)), has_aux=True)(x3))
case("grad_return_tuple", lambda: ms.grad(bc(lambda x, y: (x * y, x + y)), grad_position=(0, 1))(x3, y3))
case("grad_int_input", lambda: ms.grad(bc(lambda x, y: (x * y).sum()))(x3, i3))
case("grad_of_grad", lambda: ms.grad(ms.grad(bc(lambda x: (x * x * x).sum())))(x3))
case("jit_of_grad", lambda: bc(lambda x: ms.grad(lambda z: (z * z).sum())(x))(x3))
case("grad_stop_gradient", lambda: ms.grad(bc(lambda x: (ops.stop_gradient(x * 2) * x).sum()))(x3))
case("grad_return_ids", lambda: ms.grad(bc(f1), grad_position=(0, 1), return_ids=True)(x3, y3))

# --- guards / re-calls
def gf(x, s):
    return x * s
g = bc(gf)
case("guard_int_2", lambda: g(x3, 2))
case("guard_int_3", lambda: g(x3, 3))
case("guard_float", lambda: g(x3, 0.5))
case("guard_bool", lambda: g(x3, True))
case("guard_tensor_int", lambda: g(i3, 2))
case("guard_tensor_f64", lambda: g(Tensor(np.array([[1.5, 2.5]], np.float64)), 2))
case("guard_tensor_f16", lambda: g(Tensor(np.array([1.5, 2.5], np.float16)), 0.5))
case("guard_scalar_tensor", lambda: g(Tensor(2.0), Tensor(3)))
case("guard_empty", lambda: g(Tensor(np.zeros((0, 2), np.float32)), 2))
case("guard_list", lambda: g([1, 2], 2))
case("guard_str", lambda: g('ab', 2))
case("guard_noncontig", lambda: g(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)).T, 2))
class Holder:
    k = 1
def gk(x):
    return x + Holder.k
gkj = bc(gk)
case("guard_classattr_1", lambda: gkj(x3))
case("guard_classattr_2", lambda: (setattr(Holder, 'k', 10), gkj(x3))[1])
lst_g = [1, 2]
def gl(x):
    return x * len(lst_g) + lst_g[-1]
glj = bc(gl)
case("guard_global_list_1", lambda: glj(x3))
case("guard_global_list_2", lambda: (lst_g.append(7), glj(x3))[1])
def gshape(x):
    return x.reshape(-1).shape, x.sum(axis=-1)
gsj = bc(gshape)
case("guard_shape_1", lambda: gsj(Tensor(np.ones((2, 3), np.float32))))
case("guard_shape_2", lambda: gsj(Tensor(np.ones((4, 1, 2), np.int64))))
case("guard_shape_3", lambda: gsj(Tensor(np.array(True))))

# --- jit arguments
case("jit_bad_capture_mode", lambda: jit(gf, capture_mode="xx")(x3, 1))
case("jit_bad_fullgraph", lambda: jit(gf, capture_mode="bytecode", fullgraph=1)(x3, 1))
case("jit_bad_jit_level", lambda: jit(gf, capture_mode="bytecode", jit_level="O9")(x3, 1))
case("jit_bad_backend", lambda: jit(gf, capture_mode="bytecode", backend="XX")(x3, 1))
case("jit_function_kw", lambda: jit(function=gf, capture_mode="bytecode")(x3, 4))
case("jit_not_callable", lambda: jit(3, capture_mode="bytecode"))
case("jit_levels_O0", lambda: jit(gf, capture_mode="bytecode", jit_level="O0")(x3, 4))
case("jit_levels_O1", lambda: jit(gf, capture_mode="bytecode", jit_level="O1")(x3, 4))
case("jit_backend_ms", lambda: jit(gf, capture_mode="bytecode", backend="ms_backend")(x3, 4))
case("jit_dynamic_1", lambda: jit(gf, capture_mode="bytecode", dynamic=1)(x3, 4))
case("jit_bad_dynamic", lambda: jit(gf, capture_mode="bytecode", dynamic=3)(x3, 4))
case("jit_options", lambda: jit(gf, capture_mode="bytecode", options={"jit_syntax_level": 2})(x3, 4))
case("jit_bad_kw", lambda: jit(gf, capture_mode="bytecode", foo=1)(x3, 4))

# --- fullgraph
def fg_print(x):
    x = x + 1
    print('Graph break!', flush=True)
    return x * 2
case("fullgraph_print", lambda: bc(fg_print, fullgraph=True)(x3))
case("fullgraph_false_print", lambda: bc(fg_print, fullgraph=False)(x3))
def fg_set(seq):
    r = 0
    for i in seq:
        r = r + i
    return r
case("fullgraph_set_iter", lambda: bc(fg_set, fullgraph=True)({1, 2, 3}))
case("fullgraph_ok", lambda: bc(lambda x: x * 2 + 1, fullgraph=True)(x3))
case("fullgraph_asnumpy", lambda: bc(lambda x: Tensor(x.asnumpy() + 1), fullgraph=True)(x3))

# --- namedtuple
Pt = collections.namedtuple('Pt', ['x', 'y'])
case("nt_attr", lambda: bc(lambda p: (p.x + p.y, p[0], len(p), p._fields))(Pt(x3, y3)))
case("nt_build", lambda: bc(lambda a, b: Pt(a, b))(x3, 2))
case("nt_build_kw", lambda: bc(lambda a: Pt(y=a, x=1))(x3))
case("nt_replace", lambda: bc(lambda p: p._replace(x=5))(Pt(1, 2)))
case("nt_asdict", lambda: bc(lambda p: dict(p._asdict()))(Pt(1, 2)))
case("nt_missing", lambda: bc(lambda a: Pt(a))(x3))
case("nt_bad_attr", lambda: bc(lambda p: p.z)(Pt(1, 2)))
case("nt_unpack", lambda: bc(lambda p: (lambda a, b: b - a)(*p))(Pt(x3, y3)))

# --- tensor method overloads
case("clamp_t", lambda: bc(lambda x, a, b: x.clamp(a, b))(x3, 1.5, 2.5))
case("clamp_none", lambda: bc(lambda x, a, b: x.clamp(a, b))(x3, None, 2))
case("clamp_both_none", lambda: bc(lambda x, a, b: x.clamp(a, b))(x3, None, None))
case("clamp_tensor_minmax", lambda: bc(lambda x, a, b: x.clamp(a, b))(x3, Tensor(2.0), Tensor(2.5)))
case("min_none", lambda: bc(lambda x: x.min(None, False, None))(x3))
case("min_dim", lambda: bc(lambda x: x.min(0))(x3))
case("max_dim_kw", lambda: bc(lambda x: x.max(dim=0, keepdim=True))(x3.reshape(1, 3)))
case("max_dim_int", lambda: bc(lambda x: x.max(dim=1))(i3.reshape(1, 3)))
case("sum_dtype", lambda: bc(lambda x: x.sum(dtype=ms.float64))(i3))
case("sum_axis_tuple", lambda: bc(lambda x: x.sum((0, 1), keepdim=True))(x3.reshape(1, 3)))
case("mean_int", lambda: bc(lambda x: x.mean())(i3))
case("add_alpha", lambda: bc(lambda x, y: x.add(y, alpha=2))(x3, y3))
case("sub_scalar", lambda: bc(lambda x: x.sub(1))(i3))
case("div_mode", lambda: bc(lambda x: (x.div(2, rounding_mode='floor'), x.div(2, rounding_mode='trunc'), x.div(2)))(i3))
case("pow_tensor", lambda: bc(lambda x: (x.pow(2), x ** 0.5, 2 ** x))(i3))
case("view_size", lambda: bc(lambda x: (x.view(3, 1).shape, x.size, x.numel(), x.dim()))(x3))
case("to_dtype", lambda: bc(lambda x: (x.to(ms.int32), x.astype(ms.float16), x.float(), x.int(), x.bool()))(x3))
case("argmax_kw", lambda: bc(lambda x: (x.argmax(), x.argmax(0, True)))(y3))
case("topk", lambda: bc(lambda x: x.topk(2))(y3))
case("sort", lambda: bc(lambda x: x.sort(descending=True))(y3))
case("masked_fill", lambda: bc(lambda x: x.masked_fill(x > 1, 0.0))(x3))
case("where", lambda: bc(lambda x, y: ops.where(x > y, x, y))(x3, y3))
case("eq_ops", lambda: bc(lambda x, y: (x == y, x != 2, x >= y, (x > 1) & (y > 0), ~(x > 1)))(x3, y3))
case("tensor_ctor", lambda: bc(lambda x: (Tensor([1, 2]), Tensor(3.5), Tensor([True]), Tensor(x.shape)))(x3))
case("ops_fill_zeros", lambda: bc(lambda x: (ops.zeros_like(x), ops.ones(x.shape, ms.int32), ops.fill(ms.float16, (2,), 3)))(x3))
case("mint_ops", lambda: bc(lambda x, y: (ms.mint.add(x, y), ms.mint.max(x), ms.mint.cat([x, y]), ms.mint.stack([x, y], 1)))(x3, y3))
case("clamp_bad_type", lambda: bc(lambda x, a: x.clamp(a, 2))(x3, 'a'))
case("add_shape_err", lambda: bc(lambda x, y: x + y)(x3, Tensor(np.ones((2,), np.float32))))
case("reshape_err", lambda: bc(lambda x: x.reshape(4))(x3))
case("index_oob", lambda: bc(lambda x: x[5])(x3))
case("matmul_err", lambda: bc(lambda x: ops.matmul(x, x.reshape(1, 3)))(x3))
