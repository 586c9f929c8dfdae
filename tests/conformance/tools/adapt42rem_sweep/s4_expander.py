"""st/graph_kernel/expander (the mint ops graph-kernel fusion expands), third pass: each op in a Cell with the test's
string / int arguments as construct inputs, over float32 / float16 / float64 / int32 / bool inputs, its gradient
(GradOperation with a sens), and ops.vmap over it with in_axes 0 / 1 / None and out_axes 1."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mint
from _h import case

F32 = np.float32
BASE = np.array([[-1.5, -0.4, 0.0, 0.3], [0.8, 1.6, -2.5, 2.2], [0.45, -0.05, 1.1, -0.9]], F32)
POS = np.array([[1.5, 1.2, 1.0, 2.3], [1.8, 1.6, 2.5, 3.2], [1.45, 1.05, 1.1, 4.0]], F32)
PROB = np.array([[0.1, 0.4, 0.5, 0.3], [0.8, 0.6, 0.25, 0.2], [0.45, 0.05, 0.9, 0.7]], F32)


class Un(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x, *a):
        return self.fn(x, *a)


class GradS(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(get_all=True, sens_param=True)

    def construct(self, *a):
        return self.g(self.net)(*a)


UNARY = {
    "arccosh": (mint.arccosh, POS), "arcsinh": (mint.arcsinh, BASE), "cosh": (mint.cosh, BASE),
    "sinh": (mint.sinh, BASE), "tanh": (mint.tanh, BASE), "erf": (mint.erf, BASE),
    "elu": (mint.nn.functional.elu, BASE), "hardshrink": (mint.nn.functional.hardshrink, BASE),
    "hardsigmoid": (mint.nn.functional.hardsigmoid, BASE), "hardswish": (mint.nn.functional.hardswish, BASE),
    "leaky_relu": (mint.nn.functional.leaky_relu, BASE), "softplus": (mint.nn.functional.softplus, BASE),
    "ones_like": (mint.ones_like, BASE), "zeros_like": (mint.zeros_like, BASE),
}
DTS = {"f32": F32, "f16": np.float16, "f64": np.float64, "i32": np.int32, "bool": np.bool_}
SENS = np.linspace(-1, 1, 12).reshape(3, 4).astype(F32)

for name, (fn, base) in UNARY.items():
    for dn, dt in DTS.items():
        case(f"A_{name}_{dn}", lambda fn=fn, base=base, dt=dt: Un(fn)(Tensor(base.astype(dt))))
    for dn, dt in (("f32", F32), ("f16", np.float16)):
        case(f"A_{name}_{dn}_grad", lambda fn=fn, base=base, dt=dt: GradS(Un(fn))(Tensor(base.astype(dt)),
                                                                                 Tensor(SENS.astype(dt))))
    case(f"A_{name}_0d", lambda fn=fn, base=base: Un(fn)(Tensor(base[0, 3])))
    case(f"A_{name}_empty", lambda fn=fn: Un(fn)(Tensor(np.zeros((0, 4), F32))))
    for ia, oa in ((0, 0), (1, 0), (0, 1), (1, 1)):
        case(f"A_{name}_vmap_{ia}_{oa}", lambda fn=fn, base=base, ia=ia, oa=oa:
             ops.vmap(Un(fn), in_axes=ia, out_axes=oa)(Tensor(base)))

# arguments of the activations
for name, fn, args in (("elu", mint.nn.functional.elu, (0.5,)), ("elu_a2", mint.nn.functional.elu, (2.0,)),
                       ("hardshrink", mint.nn.functional.hardshrink, (1.0,)),
                       ("hardshrink0", mint.nn.functional.hardshrink, (0.0,)),
                       ("leaky_relu", mint.nn.functional.leaky_relu, (0.2,)),
                       ("leaky_relu_neg", mint.nn.functional.leaky_relu, (-0.5,)),
                       ("softplus_b2", mint.nn.functional.softplus, (2.0, 1.0)),
                       ("softplus_b0", mint.nn.functional.softplus, (0.5, 20.0)),
                       ("softplus_thr", mint.nn.functional.softplus, (1.0, 0.5))):
    for dn, dt in (("f32", F32), ("f16", np.float16), ("f64", np.float64)):
        case(f"B_{name}_{dn}", lambda fn=fn, args=args, dt=dt: Un(fn)(Tensor(BASE.astype(dt)), *args))
    case(f"B_{name}_grad", lambda fn=fn, args=args: GradS(Un(fn))(Tensor(BASE), *args, Tensor(SENS)))
    case(f"B_{name}_int_arg", lambda fn=fn, args=args: Un(fn)(Tensor(BASE), *[int(a) for a in args]))


class Div(nn.Cell):
    def construct(self, x, y, mode):
        return mint.div(x, y, rounding_mode=mode)


Y = np.array([[0.7, -1.3, 2.0, 0.5], [-0.6, 3.0, 1.5, -2.0], [1.0, 0.4, -0.3, 0.25]], F32)
for mode in (None, "trunc", "floor"):
    for dn, dt in (("f32", F32), ("f16", np.float16), ("f64", np.float64), ("i32", np.int32)):
        case(f"C_div_{mode}_{dn}", lambda mode=mode, dt=dt: Div()(Tensor((BASE * 3).astype(dt)),
                                                                   Tensor((Y * 2).astype(dt)), mode))
    case(f"C_div_{mode}_i32_f32", lambda mode=mode: Div()(Tensor((BASE * 3).astype(np.int32)), Tensor(Y), mode))
    case(f"C_div_{mode}_num", lambda mode=mode: Div()(Tensor(BASE), 2, mode))
    case(f"C_div_{mode}_zero", lambda mode=mode: Div()(Tensor(BASE), Tensor(np.zeros((3, 4), F32)), mode))
    case(f"C_div_{mode}_i32_zero", lambda mode=mode: Div()(Tensor(np.array([3, -3, 0], np.int32)),
                                                             Tensor(np.array([0, 2, 0], np.int32)), mode))
    case(f"C_div_{mode}_grad", lambda mode=mode: GradS(Div())(Tensor(BASE), Tensor(Y), mode, Tensor(SENS)))
    case(f"C_div_{mode}_vmap", lambda mode=mode: ops.vmap(Div(), in_axes=(0, 1, None))(
        Tensor(BASE), Tensor(Y.T.copy()), mode))
case("C_div_bad_mode", lambda: Div()(Tensor(BASE), Tensor(Y), "round"))


class Clamp(nn.Cell):
    def construct(self, x, lo, hi):
        return mint.clamp(x, lo, hi)


for dn, dt in (("f32", F32), ("f16", np.float16), ("f64", np.float64), ("i32", np.int32)):
    case(f"D_clamp_num_{dn}", lambda dt=dt: Clamp()(Tensor((BASE * 2).astype(dt)), -1, 1.5))
    case(f"D_clamp_tensor_{dn}", lambda dt=dt: Clamp()(Tensor((BASE * 2).astype(dt)), Tensor(np.array(-1, dt)),
                                                         Tensor(np.array([1, 2, 0, 3], dt))))
    case(f"D_clamp_none_hi_{dn}", lambda dt=dt: Clamp()(Tensor((BASE * 2).astype(dt)), None, 1))
case("D_clamp_lo_gt_hi", lambda: Clamp()(Tensor(BASE), 1.0, -1.0))
case("D_clamp_both_none", lambda: Clamp()(Tensor(BASE), None, None))
case("D_clamp_mixed", lambda: Clamp()(Tensor(BASE), Tensor(np.array(-1, np.int32)), 0.5))
case("D_clamp_grad", lambda: GradS(Clamp())(Tensor(BASE), Tensor(np.array(-0.4, F32)), Tensor(np.array(1.1, F32)),
                                             Tensor(SENS)))
case("D_clamp_vmap", lambda: ops.vmap(Clamp(), in_axes=(0, 0, None))(Tensor(BASE), Tensor(np.array([-1.0, 0.0,
                                                                                                       -0.5], F32)),
                                                                        Tensor(np.array(1.0, F32))))


class Red(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x, dim, keepdim):
        return self.fn(x, dim, keepdim)


class RedD(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x, dim, keepdim, dtype):
        return self.fn(x, dim, keepdim, dtype=dtype)


for name, fn in (("mean", mint.mean), ("sum", mint.sum)):
    for dn, dt in (("f32", F32), ("f16", np.float16), ("f64", np.float64), ("i32", np.int32), ("bool", np.bool_),
                   ("i8", np.int8), ("u8", np.uint8)):
        for dim, kd in ((None, False), (0, True), ((0, 1), False), (-1, False), ((), False)):
            case(f"E_{name}_{dn}_{dim}_{kd}", lambda fn=fn, dt=dt, dim=dim, kd=kd:
                 Red(fn)(Tensor((BASE * 3).astype(dt)), dim, kd))
    for dtn, dto in (("f64", ms.float64), ("i32", ms.int32), ("f16", ms.float16)):
        case(f"E_{name}_dtype_{dtn}", lambda fn=fn, dto=dto: RedD(fn)(Tensor(BASE * 3), 1, False, dto))
        case(f"E_{name}_i32_dtype_{dtn}", lambda fn=fn, dto=dto: RedD(fn)(Tensor((BASE * 3).astype(np.int32)), 1,
                                                                          False, dto))
    case(f"E_{name}_grad", lambda fn=fn: GradS(Red(fn))(Tensor(BASE), 1, True, Tensor(np.ones((3, 1), F32))))
    case(f"E_{name}_empty", lambda fn=fn: Red(fn)(Tensor(np.zeros((0, 4), F32)), 0, False))
    case(f"E_{name}_0d", lambda fn=fn: Red(fn)(Tensor(np.float32(2.5)), None, False))
    case(f"E_{name}_vmap", lambda fn=fn: ops.vmap(Red(fn), in_axes=(1, None, None))(Tensor(BASE), 0, False))
    case(f"E_{name}_dim_oob", lambda fn=fn: Red(fn)(Tensor(BASE), 2, False))


class MM(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, a, b):
        return self.fn(a, b)


A3 = np.arange(24).reshape(2, 3, 4).astype(F32) * 0.25 - 2.0
B3 = np.arange(40).reshape(2, 4, 5).astype(F32) * 0.1 - 1.0
for name, fn in (("bmm", mint.bmm), ("matmul", mint.matmul)):
    for dn, dt in (("f32", F32), ("f16", np.float16), ("f64", np.float64), ("i32", np.int32)):
        case(f"F_{name}_{dn}", lambda fn=fn, dt=dt: MM(fn)(Tensor((A3 * 4).astype(dt)), Tensor((B3 * 10).astype(dt))))
    case(f"F_{name}_mixed", lambda fn=fn: MM(fn)(Tensor(A3), Tensor(B3.astype(np.float16))))
    case(f"F_{name}_grad", lambda fn=fn: GradS(MM(fn))(Tensor(A3), Tensor(B3), Tensor(np.ones((2, 3, 5), F32))))
    case(f"F_{name}_vmap", lambda fn=fn: ops.vmap(MM(fn), in_axes=(0, None))(Tensor(A3), Tensor(B3)))
    case(f"F_{name}_bad", lambda fn=fn: MM(fn)(Tensor(A3), Tensor(B3[:, :3])))
case("F_matmul_1d_1d", lambda: MM(mint.matmul)(Tensor(BASE[0]), Tensor(BASE[1])))
case("F_matmul_1d_2d", lambda: MM(mint.matmul)(Tensor(BASE[0]), Tensor(B3[0])))
case("F_matmul_bcast", lambda: MM(mint.matmul)(Tensor(A3[:1]), Tensor(B3)))
case("F_matmul_bcast_grad", lambda: GradS(MM(mint.matmul))(Tensor(A3[0]), Tensor(B3), Tensor(np.ones((2, 3, 5),
                                                                                                       F32))))
case("F_bmm_2d", lambda: MM(mint.bmm)(Tensor(A3[0]), Tensor(B3[0])))


class RI(nn.Cell):
    def construct(self, x, r, d):
        return mint.repeat_interleave(x, r, d)


for dn, dt in (("f32", F32), ("f16", np.float16), ("i32", np.int32), ("bool", np.bool_)):
    case(f"G_ri_{dn}", lambda dt=dt: RI()(Tensor(BASE.astype(dt)), 2, 1))
case("G_ri_none_dim", lambda: RI()(Tensor(BASE), 2, None))
case("G_ri_tensor_repeats", lambda: RI()(Tensor(BASE), Tensor(np.array([1, 0, 2], np.int64)), 0))
case("G_ri_list_repeats", lambda: RI()(Tensor(BASE), [1, 2, 0, 1], 1))
case("G_ri_zero", lambda: RI()(Tensor(BASE), 0, 0))
case("G_ri_neg", lambda: RI()(Tensor(BASE), -1, 0))
case("G_ri_bad_len", lambda: RI()(Tensor(BASE), [1, 2], 0))
case("G_ri_grad", lambda: GradS(RI())(Tensor(BASE), 2, 1, Tensor(np.ones((3, 8), F32))))
case("G_ri_dim_neg", lambda: RI()(Tensor(BASE), 3, -2))
case("G_ri_0d", lambda: RI()(Tensor(np.float32(1.5)), 3, None))


class BCE(nn.Cell):
    def construct(self, x, y, w, red):
        return mint.nn.functional.binary_cross_entropy(x, y, w, red)


class BCEL(nn.Cell):
    def construct(self, x, y, w, pw, red):
        return mint.nn.functional.binary_cross_entropy_with_logits(x, y, w, red, pw)


W = np.array([0.5, 1.0, 2.0, 1.5], F32)
for red in ("mean", "sum", "none"):
    for dn, dt in (("f32", F32), ("f16", np.float16), ("f64", np.float64)):
        case(f"H_bce_{red}_{dn}", lambda red=red, dt=dt: BCE()(Tensor(PROB.astype(dt)), Tensor((PROB > 0.4)
                                                                                               .astype(dt)),
                                                                  Tensor(W.astype(dt)), red))
        case(f"H_bcel_{red}_{dn}", lambda red=red, dt=dt: BCEL()(Tensor(BASE.astype(dt)), Tensor(PROB.astype(dt)),
                                                                    Tensor(W.astype(dt)), Tensor(W[::-1].copy()
                                                                                                 .astype(dt)), red))
    case(f"H_bce_{red}_noweight", lambda red=red: BCE()(Tensor(PROB), Tensor(PROB), None, red))
    case(f"H_bcel_{red}_noweights", lambda red=red: BCEL()(Tensor(BASE), Tensor(PROB), None, None, red))
    case(f"H_bce_{red}_grad", lambda red=red: GradS(BCE())(Tensor(PROB), Tensor((PROB > 0.4).astype(F32)),
                                                            Tensor(W), red,
                                                            Tensor(SENS if red == "none" else np.float32(0.7))))
    case(f"H_bcel_{red}_grad", lambda red=red: GradS(BCEL())(Tensor(BASE), Tensor(PROB), Tensor(W),
                                                              Tensor(W[::-1].copy()), red,
                                                              Tensor(SENS if red == "none" else np.float32(0.7))))
case("H_bce_bad_red", lambda: BCE()(Tensor(PROB), Tensor(PROB), None, "avg"))
case("H_bce_out_of_range", lambda: BCE()(Tensor(BASE), Tensor(PROB), None, "mean"))
case("H_bce_zero_one", lambda: BCE()(Tensor(np.array([0.0, 1.0, 1.0], F32)), Tensor(np.array([1.0, 0.0, 1.0], F32)),
                                     None, "none"))
case("H_bcel_inf", lambda: BCEL()(Tensor(np.array([np.inf, -np.inf, 100.0], F32)),
                                  Tensor(np.array([1.0, 0.0, 0.5], F32)), None, None, "none"))
case("H_bcel_shape_bad", lambda: BCEL()(Tensor(BASE), Tensor(PROB[:2]), None, None, "mean"))
case("H_bcel_int", lambda: BCEL()(Tensor(BASE.astype(np.int32)), Tensor(PROB), None, None, "mean"))
