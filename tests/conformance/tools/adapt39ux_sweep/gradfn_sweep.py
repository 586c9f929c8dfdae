"""ut nn/gradient (grad, jvp, vjp, nn.grad.Jvp / Vjp, graph and pynative files) and vmap/test_vmap.py turned into
value checks: single / multiple inputs and outputs, custom v, dtypes (float16 / float64 / int), 0-d and empty
inputs, grad_position / weights / has_aux, GradOperation get_all / get_by_list / sens_param, value_and_grad, vmap
in_axes / out_axes / CellList and the error classes on bad inputs."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter
from mindspore.ops import grad, jvp, vjp, vmap, value_and_grad, GradOperation
from mindspore.nn.grad import Jvp, Vjp
from _h import case

F32 = np.float32


class SISO(nn.Cell):
    def construct(self, x):
        return x ** 3


class SIMO(nn.Cell):
    def construct(self, x):
        return x ** 3, 2 * x


class MISO(nn.Cell):
    def construct(self, x, y):
        return 2 * x + 3 * y


class MIMO(nn.Cell):
    def construct(self, x, y):
        return 2 * x, y ** 3


class MIMO3(nn.Cell):
    def construct(self, x, y, z):
        return x ** 2 + y ** 2 + z ** 2, x * y * z


def fn3(x, y, z):
    return x ** 2 + y ** 2 + z ** 2, x * y * z


x = Tensor(np.array([[1, 2], [3, 4]], F32))
y = Tensor(np.array([[-2, 3], [-1, 2]], F32))
z = Tensor(np.array([[0, 3], [5, -1]], F32))
v1 = Tensor(np.ones((2, 2), F32))
v2 = Tensor(np.array([[1, 2], [3, 4]], F32))
DT = {"f32": F32, "f16": np.float16, "f64": np.float64}

for dn, d in DT.items():
    xd, yd, zd = (Tensor(t.asnumpy().astype(d)) for t in (x, y, z))
    vd = Tensor(v2.asnumpy().astype(d))
    case(f"grad_siso_{dn}", lambda xd=xd: grad(SISO())(xd))
    case(f"grad_mimo3_pos12_{dn}", lambda xd=xd, yd=yd, zd=zd: grad(MIMO3(), grad_position=(1, 2))(xd, yd, zd))
    case(f"grad_fn3_{dn}", lambda xd=xd, yd=yd, zd=zd: grad(fn3)(xd, yd, zd))
    case(f"grad_fn3_all_{dn}", lambda xd=xd, yd=yd, zd=zd: grad(fn3, grad_position=(0, 1, 2))(xd, yd, zd))
    case(f"jvp_siso_{dn}", lambda xd=xd, vd=vd: jvp(SISO(), xd, vd))
    case(f"jvp_simo_{dn}", lambda xd=xd, vd=vd: jvp(SIMO(), xd, vd))
    case(f"jvp_miso_{dn}", lambda xd=xd, yd=yd, vd=vd: jvp(MISO(), (xd, yd), (vd, vd)))
    case(f"jvp_mimo_{dn}", lambda xd=xd, yd=yd, vd=vd: jvp(MIMO(), (xd, yd), (vd, vd)))
    case(f"vjp_siso_{dn}", lambda xd=xd, vd=vd: vjp(SISO(), xd)[1](vd))
    case(f"vjp_siso_out_{dn}", lambda xd=xd, vd=vd: vjp(SISO(), xd)[0])
    case(f"vjp_mimo_{dn}", lambda xd=xd, yd=yd, vd=vd: vjp(MIMO(), xd, yd)[1](vd, vd))
    case(f"Jvp_siso_{dn}", lambda xd=xd, vd=vd: Jvp(SISO())(xd, vd))
    case(f"Jvp_mimo_{dn}", lambda xd=xd, yd=yd, vd=vd: Jvp(MIMO())(xd, yd, (vd, vd)))
    case(f"Vjp_siso_{dn}", lambda xd=xd, vd=vd: Vjp(SISO())(xd, vd))
    case(f"Vjp_mimo_{dn}", lambda xd=xd, yd=yd, vd=vd: Vjp(MIMO())(xd, yd, (vd, vd)))
    case(f"Vjp_miso_{dn}", lambda xd=xd, yd=yd, vd=vd: Vjp(MISO())(xd, yd, vd))
# int inputs
xi = Tensor(np.array([[1, 2], [3, 4]], np.int32))
case("grad_siso_i32", lambda: grad(SISO())(xi))
case("jvp_siso_i32", lambda: jvp(SISO(), xi, xi))
case("vjp_siso_i32", lambda: vjp(SISO(), xi)[1](xi))
case("jvp_siso_i32_f32v", lambda: jvp(SISO(), xi, v1))
case("vjp_siso_f32_i32v", lambda: vjp(SISO(), x)[1](xi))
case("jvp_siso_f16v", lambda: jvp(SISO(), x, Tensor(np.ones((2, 2), np.float16))))
case("vjp_siso_f64v", lambda: vjp(SISO(), x)[1](Tensor(np.ones((2, 2), np.float64))))
# 0-d and empty
x0 = Tensor(np.array(1.5, F32))
xe = Tensor(np.zeros((0, 3), F32))
case("grad_siso_0d", lambda: grad(SISO())(x0))
case("jvp_siso_0d", lambda: jvp(SISO(), x0, Tensor(np.array(2.0, F32))))
case("vjp_siso_0d", lambda: vjp(SISO(), x0)[1](Tensor(np.array(2.0, F32))))
case("grad_siso_empty", lambda: grad(SISO())(xe))
case("jvp_siso_empty", lambda: jvp(SISO(), xe, xe))
case("vjp_siso_empty", lambda: vjp(SISO(), xe)[1](xe))
# wrong inputs (the ut tests' TypeErrors)
case("jvp_wrong_v_tuple", lambda: jvp(SISO(), x, (v1, v1)))
case("jvp_wrong_v_1tuple", lambda: jvp(SISO(), x, (v1,)))
case("jvp_wrong_x_tuple", lambda: jvp(MISO(), (x, y), v1))
case("jvp_wrong_shape_v", lambda: jvp(SISO(), x, Tensor(np.ones((3,), F32))))
case("jvp_wrong_np_v", lambda: jvp(SISO(), x, np.ones((2, 2), F32)))
case("jvp_wrong_list_x", lambda: jvp(MISO(), [x, y], [v1, v1]))
case("vjp_wrong_v_count", lambda: vjp(MIMO(), x, y)[1](v1))
case("vjp_wrong_v_shape", lambda: vjp(SISO(), x)[1](Tensor(np.ones((3,), F32))))
case("vjp_wrong_v_tuple", lambda: vjp(SISO(), x)[1]((v1, v1)))
case("Jvp_wrong_v_tuple", lambda: Jvp(SISO())(x, (v1, v1)))
case("Jvp_wrong_v_1tuple", lambda: Jvp(SISO())(x, (v1,)))
case("Jvp_wrong_args", lambda: Jvp(SISO())(x, x, v1))
case("Jvp_wrong_tuple_x", lambda: Jvp(MISO())((x, y), (v1, v1)))
case("Jvp_wrong_v_single", lambda: Jvp(MISO())(x, y, v1))
case("Vjp_wrong_v_tuple", lambda: Vjp(SISO())(x, (v1, v1)))
case("Vjp_wrong_args", lambda: Vjp(SISO())(x, x, v1))
case("Vjp_wrong_v_single", lambda: Vjp(MIMO())(x, y, v1))
case("grad_bad_pos", lambda: grad(MIMO3(), grad_position=3)(x, y, z))
case("grad_bad_pos_type", lambda: grad(MIMO3(), grad_position=1.0)(x, y, z))
case("grad_pos_none_no_w", lambda: grad(MIMO3(), grad_position=None)(x, y, z))
case("grad_neg_pos", lambda: grad(MIMO3(), grad_position=-1)(x, y, z))


# grad / value_and_grad with weights and has_aux, GradOperation forms
class WNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[0.5, -1.0], [2.0, 1.5]], F32)), name="w")
        self.b = Parameter(Tensor(np.array([0.1, -0.2], F32)), name="b")

    def construct(self, a, c):
        o = ops.matmul(a, self.w) + self.b
        return (o * c).sum(), o


wn = WNet()
case("grad_w_aux", lambda: grad(wn, 0, wn.trainable_params(), has_aux=True)(x, y))
case("grad_w_only", lambda: grad(wn, None, wn.trainable_params(), has_aux=True)(x, y))
case("grad_w_noaux_tuple", lambda: grad(wn, (0, 1), wn.trainable_params())(x, y))
case("vag_aux", lambda: value_and_grad(wn, 0, None, has_aux=True)(x, y))
case("vag_w_aux", lambda: value_and_grad(wn, (0, 1), wn.trainable_params(), has_aux=True)(x, y))
case("vag_w_noaux", lambda: value_and_grad(wn, None, wn.trainable_params())(x, y))
case("vag_w_param", lambda: value_and_grad(wn, None, wn.w)(x, y))
case("vag_none_none", lambda: value_and_grad(wn, None, None)(x, y))
case("vag_aux_single_out", lambda: value_and_grad(SISO(), 0, has_aux=True)(x))
case("go_all", lambda: GradOperation(get_all=True)(wn)(x, y))
case("go_list", lambda: GradOperation(get_by_list=True)(wn, wn.trainable_params())(x, y))
case("go_all_list", lambda: GradOperation(get_all=True, get_by_list=True)(wn, wn.trainable_params())(x, y))
case("go_sens", lambda: GradOperation(sens_param=True)(wn)(x, y, (Tensor(2.0, ms.float32), v2)))
case("go_sens_all_list", lambda: GradOperation(get_all=True, get_by_list=True, sens_param=True)(wn, wn.trainable_params())(x, y, (Tensor(2.0, ms.float32), v1)))
case("go_sens_bad", lambda: GradOperation(sens_param=True)(wn)(x, y))
case("go_sens_f16", lambda: GradOperation(sens_param=True)(SISO())(x, Tensor(np.ones((2, 2), np.float16))))
case("go_sens_shape", lambda: GradOperation(sens_param=True)(SISO())(x, Tensor(np.ones((2,), F32))))
case("go_sens_int", lambda: GradOperation(sens_param=True)(SISO())(x, Tensor(np.ones((2, 2), np.int32))))


class OuterGrad(nn.Cell):  # grads of the adapted Cells inside a Cell (Graph mode compiles the grad)
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, a, b, s):
        g1 = grad(self.net, (0, 1))(a, b)
        g2 = GradOperation(get_all=True, sens_param=True)(self.net)(a, b, s)
        _, g3 = value_and_grad(self.net, 1)(a, b)
        return g1, g2, g3


case("outer_grad_mimo", lambda: OuterGrad(MIMO())(x, y, (v1, v2)))
case("outer_grad_miso", lambda: OuterGrad(MISO())(x, y, v2))
case("outer_jvp_in_cell", lambda: _JvpCell()(x, v2))


class _JvpCell(nn.Cell):
    def construct(self, a, v):
        return jvp(SIMO(), a, v), vjp(SISO(), a)[1](v)


# vmap
class T3(nn.Cell):
    def construct(self, a, b, c):
        return a + b, c


xh = Tensor([[1, 2, 3], [4, 5, 6]], ms.float32)
case("vmap_t3", lambda: vmap(T3(), in_axes=(1, 1, None), out_axes=0)(xh, xh, 1))
case("vmap_t3_out1", lambda: vmap(T3(), in_axes=(0, 0, None), out_axes=(1, None))(xh, xh, 1))
case("vmap_t3_negaxis", lambda: vmap(T3(), in_axes=(-1, 1, None), out_axes=-1)(xh, xh, 1))
case("vmap_lambda", lambda: vmap(lambda a, b: a * b + 1, in_axes=(0, None))(xh, Tensor([1.0, 2.0, 3.0])))
case("vmap_lambda_call", lambda: vmap(lambda a, b, c: a + b + c, in_axes=(1, 1, None), out_axes=0)(xh, xh, 1))
case("vmap_prim", lambda: vmap(ops.Add(), in_axes=(1, 1), out_axes=0)(xh, xh))
case("vmap_fn_ops", lambda: vmap(lambda a: ops.reduce_sum(a), in_axes=0)(xh))
case("vmap_i32", lambda: vmap(lambda a, b: a * b, in_axes=(0, 1))(Tensor([[1, 2], [3, 4]], ms.int32), Tensor([[1, 2], [3, 4]], ms.int32)))
case("vmap_f16", lambda: vmap(lambda a: a.sum() * 2, in_axes=1)(xh.astype(ms.float16)))
case("vmap_nested", lambda: vmap(vmap(lambda a, b: a * b, in_axes=(0, None)), in_axes=(0, None))(Tensor(np.arange(12, dtype=F32).reshape(2, 3, 2)), Tensor(2.0)))
case("vmap_grad", lambda: vmap(grad(lambda a: (a ** 2).sum()), in_axes=0)(xh))
case("grad_of_vmap", lambda: grad(lambda a: vmap(lambda r: (r ** 3).sum(), in_axes=0)(a).sum())(xh))
case("vmap_e_none_in_axes", lambda: vmap(T3(), in_axes=None, out_axes=0)(xh, xh, 1))
case("vmap_e_all_none_out", lambda: vmap(T3(), in_axes=(1, 1, None), out_axes=(None, None, None, (None, None)))(xh, xh, 1))
case("vmap_e_mismatch_out", lambda: vmap(T3(), in_axes=(1, 1, None), out_axes=(0, 0, 0))(xh, xh, 1))
case("vmap_e_float_axis", lambda: vmap(T3(), in_axes=(1., 1., None), out_axes=0)(xh, xh, 1))
case("vmap_e_axis_oob", lambda: vmap(T3(), in_axes=(-3, 2, None), out_axes=0)(xh, xh, 1))
case("vmap_e_none_dst", lambda: vmap(T3(), in_axes=(1, 1, None), out_axes=(None, 0))(xh, xh, 1))
case("vmap_e_nargs", lambda: vmap(T3(), in_axes=(1, 1, None), out_axes=0)(xh, xh))
case("vmap_e_axis_size", lambda: vmap(T3(), in_axes=(1, 0, None), out_axes=0)(xh, xh, 1))
case("vmap_e_no_input", lambda: vmap(_NoIn())())
case("vmap_e_no_fn", lambda: vmap(in_axes=(1, 1, None), out_axes=0)(xh, xh, 1))
case("vmap_e_scalar_axis1", lambda: vmap(T3(), in_axes=(1, 1, None), out_axes=(0, 1))(xh, xh, 1))
case("vmap_e_in_axes_len", lambda: vmap(T3(), in_axes=(1, 1), out_axes=0)(xh, xh, 1))
case("vmap_e_in_axes_str", lambda: vmap(T3(), in_axes="a", out_axes=0)(xh, xh, 1))


class _NoIn(nn.Cell):
    def construct(self):
        return 1


class AssignOne(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ref_a = Parameter(Tensor([0, 1, 2], ms.float32), name="ref_a")

    def construct(self, r):
        ops.assign(self.ref_a, r)
        return self.ref_a * 2


class AssignTwoArgs(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ref_a = Parameter(Tensor([0, 1, 2], ms.float32), name="ref_a")

    def construct(self, r, q):
        ops.assign(self.ref_a, r)
        return self.ref_a, q


rt = Tensor([[1, 2, 3], [4, 5, 6], [7, 8, 9]], ms.float32)
case("vmap_cl_one", lambda: vmap(nn.CellList([AssignOne()]), in_axes=0)(rt))
case("vmap_cl_inconsistent", lambda: vmap(nn.CellList([AssignOne(), AssignTwoArgs()]), in_axes=0)(rt))
case("vmap_cl_size_mismatch", lambda: vmap(nn.CellList([AssignOne(), AssignOne()]), in_axes=0)(rt))
case("vmap_cl_three", lambda: _cl3())


def _cl3():
    cl = nn.CellList([AssignOne(), AssignOne(), AssignOne()])
    out = vmap(cl, in_axes=0)(rt)
    return out, [c.ref_a.value() for c in cl]
