"""st/ops/ascend optimizer / conv / norm ops (test_apply_momentum / tbe apply_adam / apply_momentum / assign_sub /
test_adam_weight_decay / test_assign / test_batchnorm_grad / bn_infer_grad / acl batchnorm1d / batchnorm_train /
conv2d / tbe conv2d_backprop_filter / input / conv2d_transpose / test_conv2d_depthwiseconv2d / test_dense_grad /
full_connection / batchmatmul / aicpu cast / test_scale_grad): dtypes, Parameters after the update, shapes,
gradients, errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter
from mindspore.ops import operations as P
from mindspore.ops.operations import _grad_ops as GP
from _h import case


class Fn(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


class G(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn
        self.g = ops.GradOperation(get_all=True)

    def construct(self, *a):
        return self.g(self.fn)(*a)


def T(a, dt="float32"):
    return Tensor(np.array(a).astype(dt))


def ar(shape, dt="float32", scale=1.0, off=0.0):
    n = int(np.prod(shape))
    return Tensor(((np.arange(n) * 7 % 11) * scale + off).reshape(shape).astype(dt))


class Opt(nn.Cell):
    """op(*params, *args); returns (out, params...)"""
    def __init__(self, op, inits):
        super().__init__()
        self.op = op
        self.ps = ms.ParameterTuple([Parameter(v, name=f"p{i}") for i, v in enumerate(inits)])

    def construct(self, *a):
        out = self.op(*(tuple(self.ps) + a))
        return out, self.ps


FDT = ["float16", "float32", "float64"]
for dt in FDT + ["int32"]:
    case(f"apply_momentum.{dt}", lambda: Opt(P.ApplyMomentum(), [ar((2, 2), dt, 0.5), ar((2, 2), dt, 0.1)])(
        T(0.1, dt), ar((2, 2), dt, 0.3, -1), T(0.9, dt)))
    case(f"apply_momentum.nest.{dt}", lambda: Opt(P.ApplyMomentum(use_nesterov=True), [ar((2, 2), dt, 0.5), ar((2, 2), dt, 0.1)])(
        T(0.1, dt), ar((2, 2), dt, 0.3, -1), T(0.9, dt)))
    case(f"apply_momentum.pyf.{dt}", lambda: Opt(P.ApplyMomentum(), [ar((2, 2), dt, 0.5), ar((2, 2), dt, 0.1)])(
        0.1, ar((2, 2), dt, 0.3, -1), 0.9))
    case(f"apply_momentum.gradscale.{dt}", lambda: Opt(P.ApplyMomentum(gradient_scale=2.0), [ar((2, 2), dt, 0.5), ar((2, 2), dt, 0.1)])(
        T(0.1, dt), ar((2, 2), dt, 0.3, -1), T(0.9, dt)))
    case(f"apply_adam.{dt}", lambda: Opt(P.Adam(), [ar((2, 2), dt, 0.5), ar((2, 2), dt, 0.1), ar((2, 2), dt, 0.01)])(
        T(0.9, dt), T(0.999, dt), T(0.01, dt), T(0.9, dt), T(0.999, dt), T(1e-8, dt), ar((2, 2), dt, 0.3, -1)))
    case(f"apply_adam.nest.{dt}", lambda: Opt(P.Adam(use_nesterov=True), [ar((2, 2), dt, 0.5), ar((2, 2), dt, 0.1), ar((2, 2), dt, 0.01)])(
        0.9, 0.999, 0.01, 0.9, 0.999, 1e-8, ar((2, 2), dt, 0.3, -1)))
    case(f"adam_wd.{dt}", lambda: Opt(P.AdamWeightDecay(), [ar((2, 2), dt, 0.5), ar((2, 2), dt, 0.1), ar((2, 2), dt, 0.01)])(
        T(0.01, dt), T(0.9, dt), T(0.999, dt), T(1e-8, dt), T(0.01, dt), ar((2, 2), dt, 0.3, -1)))
    case(f"adam_wd.pyf.{dt}", lambda: Opt(P.AdamWeightDecay(), [ar((2, 2), dt, 0.5), ar((2, 2), dt, 0.1), ar((2, 2), dt, 0.01)])(
        0.01, 0.9, 0.999, 1e-8, 0.01, ar((2, 2), dt, 0.3, -1)))
    case(f"assign_sub.{dt}", lambda: Opt(P.AssignSub(), [ar((2, 2), dt)])(ar((2, 2), dt, 0.5)))
    case(f"assign_add.{dt}", lambda: Opt(P.AssignAdd(), [ar((2, 2), dt)])(ar((2, 2), dt, 0.5)))
    case(f"assign.{dt}", lambda: Opt(P.Assign(), [ar((2, 2), dt)])(ar((2, 2), dt, 0.5)))
    case(f"assign_sub.bcast.{dt}", lambda: Opt(P.AssignSub(), [ar((2, 2), dt)])(ar((2,), dt, 0.5)))
    case(f"assign_sub.pyint.{dt}", lambda: Opt(P.AssignSub(), [ar((2, 2), dt)])(1))
    case(f"assign.mixdt.{dt}", lambda: Opt(P.Assign(), [ar((2, 2), dt)])(ar((2, 2), "float16", 0.5)))
    case(f"assign_sub.mixdt.{dt}", lambda: Opt(P.AssignSub(), [ar((2, 2), dt)])(ar((2, 2), "int64", 0.5)))
    case(f"assign.bcast.{dt}", lambda: Opt(P.Assign(), [ar((2, 2), dt)])(ar((2,), dt, 0.5)))
case("apply_momentum.shape", lambda: Opt(P.ApplyMomentum(), [ar((2, 2)), ar((2, 2))])(T(0.1), ar((2,)), T(0.9)))
case("apply_momentum.lr1d", lambda: Opt(P.ApplyMomentum(), [ar((2, 2)), ar((2, 2))])(T([0.1]), ar((2, 2)), T(0.9)))
case("apply_momentum.mixdt", lambda: Opt(P.ApplyMomentum(), [ar((2, 2)), ar((2, 2), "float16")])(T(0.1), ar((2, 2)), T(0.9)))
case("apply_adam.shape", lambda: Opt(P.Adam(), [ar((2, 2)), ar((2, 2)), ar((2,))])(0.9, 0.999, 0.01, 0.9, 0.999, 1e-8, ar((2, 2))))
case("adam_wd.shape", lambda: Opt(P.AdamWeightDecay(), [ar((2, 2)), ar((2, 2)), ar((2, 2))])(0.01, 0.9, 0.999, 1e-8, 0.01, ar((3, 2))))
case("adam_wd.f16grad", lambda: Opt(P.AdamWeightDecay(), [ar((2, 2)), ar((2, 2)), ar((2, 2))])(0.01, 0.9, 0.999, 1e-8, 0.01, ar((2, 2), "float16")))
case("adam_wd.f16var", lambda: Opt(P.AdamWeightDecay(), [ar((2, 2), "float16"), ar((2, 2)), ar((2, 2))])(0.01, 0.9, 0.999, 1e-8, 0.01, ar((2, 2), "float16")))
case("adam_wd.lock", lambda: Opt(P.AdamWeightDecay(True), [ar((2, 2)), ar((2, 2)), ar((2, 2))])(0.01, 0.9, 0.999, 1e-8, 0.01, ar((2, 2))))

# BatchNorm
for dt in ["float16", "float32", "float64"]:
    for tr in [False, True]:
        case(f"bn.{dt}.{tr}", lambda: Opt(P.BatchNorm(tr, 1e-5, 0.1), [T([1, 1, 1], "float32"), T([0, 0, 0], "float32"),
                                                                         T([0.5, 1, 2], "float32"), T([1, 2, 3], "float32")])(ar((2, 3, 2, 2), dt, 0.3)))
        case(f"bn.2d.{dt}.{tr}", lambda: Opt(P.BatchNorm(tr), [T([1, 2, 1], "float32"), T([0, 1, 0], "float32"),
                                                                T([0.5, 1, 2], "float32"), T([1, 2, 3], "float32")])(ar((4, 3), dt, 0.3)))
        case(f"bn.nhwc.{dt}.{tr}", lambda: Opt(P.BatchNorm(tr, data_format="NHWC"), [T([1, 1, 1], "float32"), T([0, 0, 0], "float32"),
                                                                                    T([0.5, 1, 2], "float32"), T([1, 2, 3], "float32")])(ar((2, 2, 2, 3), dt, 0.3)))
    case(f"nn_bn1d.{dt}", lambda: Fn(nn.BatchNorm1d(3, dtype=getattr(ms, dt)).set_train(True))(ar((4, 3), dt, 0.3)))
    case(f"nn_bn1d.eval.{dt}", lambda: Fn(nn.BatchNorm1d(3, dtype=getattr(ms, dt)).set_train(False))(ar((4, 3), dt, 0.3)))
    case(f"nn_bn2d.{dt}", lambda: Fn(nn.BatchNorm2d(3, dtype=getattr(ms, dt)).set_train(True))(ar((2, 3, 2, 2), dt, 0.3)))
    case(f"f_batch_norm.{dt}", lambda: Fn(lambda x, m, v, g, b: ops.batch_norm(x, m, v, g, b, True))(
        ar((4, 3), dt, 0.3), Parameter(T([0, 0, 0], dt), name="m"), Parameter(T([1, 1, 1], dt), name="v"), T([1, 2, 1], dt), T([0, 1, 0], dt)))
case("bn.grad_train", lambda: G(lambda x, g, b: P.BatchNorm(True)(x, g, b, T([0, 0, 0]), T([1, 1, 1]))[0] * ar((2, 3)))(ar((2, 3), "float32", 0.3), T([1, 2, 3]), T([0, 1, 0])))
case("bn.grad_infer", lambda: G(lambda x, g, b: P.BatchNorm(False)(x, g, b, T([0.5, 0, 1]), T([1, 2, 3]))[0] * ar((2, 3)))(ar((2, 3), "float32", 0.3), T([1, 2, 3]), T([0, 1, 0])))
case("bn.batch1", lambda: Opt(P.BatchNorm(True), [T([1, 1, 1]), T([0, 0, 0]), T([0.5, 1, 2]), T([1, 2, 3])])(ar((1, 3))))
case("bn.badscale", lambda: Opt(P.BatchNorm(True), [T([1, 1]), T([0, 0]), T([0.5, 1]), T([1, 2])])(ar((2, 3))))
case("bn.3d", lambda: Opt(P.BatchNorm(True), [T([1, 1, 1]), T([0, 0, 0]), T([0.5, 1, 2]), T([1, 2, 3])])(ar((2, 3, 2))))
case("bn.f16param", lambda: Opt(P.BatchNorm(True), [T([1, 1, 1], "float16"), T([0, 0, 0], "float16"), T([0.5, 1, 2], "float16"), T([1, 2, 3], "float16")])(ar((2, 3), "float16")))
case("bn.momentum0", lambda: Opt(P.BatchNorm(True, 1e-5, 0.0), [T([1, 1, 1]), T([0, 0, 0]), T([0.5, 1, 2]), T([1, 2, 3])])(ar((2, 3))))
case("bn.momentum1", lambda: Opt(P.BatchNorm(True, 1e-5, 1.0), [T([1, 1, 1]), T([0, 0, 0]), T([0.5, 1, 2]), T([1, 2, 3])])(ar((2, 3))))
case("bn.int", lambda: Opt(P.BatchNorm(True), [T([1, 1, 1]), T([0, 0, 0]), T([0.5, 1, 2]), T([1, 2, 3])])(ar((2, 3), "int32")))

# Conv2D, transpose, grads
for dt in FDT + ["int32"]:
    for pm, pad in [("valid", 0), ("same", 0), ("pad", 1), ("pad", (1, 0, 0, 1))]:
        case(f"conv2d.{dt}.{pm}.{pad}", lambda: Fn(P.Conv2D(2, 3, pad_mode=pm, pad=pad))(ar((1, 2, 4, 4), dt, 0.5), ar((2, 2, 3, 3), dt, 0.1)))
    case(f"conv2d.stride.{dt}", lambda: Fn(P.Conv2D(2, 2, stride=2, dilation=1))(ar((1, 1, 5, 5), dt), ar((2, 1, 2, 2), dt, 0.1)))
    case(f"conv2d.dil.{dt}", lambda: Fn(P.Conv2D(2, 2, dilation=2, pad_mode="same"))(ar((1, 1, 5, 5), dt), ar((2, 1, 2, 2), dt, 0.1)))
    case(f"conv2d.group.{dt}", lambda: Fn(P.Conv2D(4, 2, group=2))(ar((1, 2, 3, 3), dt), ar((4, 1, 2, 2), dt, 0.1)))
    case(f"depthwise.{dt}", lambda: Fn(nn.Conv2d(2, 2, 2, group=2, weight_init="ones", dtype=getattr(ms, dt) if dt != "int32" else ms.float32))(ar((1, 2, 3, 3), dt)))
    case(f"conv2dT.{dt}", lambda: Fn(P.Conv2DTranspose(2, 2, pad_mode="valid"), (1, 2, 4, 4))(ar((1, 1, 3, 3), dt), ar((1, 2, 2, 2), dt, 0.1)))
    case(f"conv2dT.same.{dt}", lambda: Fn(P.Conv2DTranspose(2, 3, pad_mode="same", stride=2), (1, 2, 6, 6))(ar((1, 1, 3, 3), dt), ar((1, 2, 3, 3), dt, 0.1)))
    case(f"conv2d_bpi.{dt}", lambda: Fn(P.Conv2DBackpropInput(2, 2), (1, 1, 3, 3))(ar((1, 2, 2, 2), dt), ar((2, 1, 2, 2), dt, 0.1)))
    case(f"conv2d_bpf.{dt}", lambda: Fn(GP.Conv2DBackpropFilter(2, 2), (2, 1, 2, 2))(ar((1, 2, 2, 2), dt), ar((1, 1, 3, 3), dt, 0.1)))
    case(f"nn_conv2dT.{dt}", lambda: Fn(nn.Conv2dTranspose(1, 2, 3, stride=2, pad_mode="pad", padding=1, weight_init="ones"))(ar((1, 1, 3, 3), dt)))
    case(f"nn_conv2dT.op.{dt}", lambda: Fn(nn.Conv2dTranspose(1, 2, 3, stride=2, pad_mode="pad", padding=1, output_padding=1, weight_init="ones"))(ar((1, 1, 3, 3), dt)))
    case(f"dense.{dt}", lambda: Fn(nn.Dense(3, 2, weight_init="ones", bias_init="ones", dtype=getattr(ms, dt) if dt != "int32" else ms.float32))(ar((2, 3), dt)))
    case(f"dense.3d.{dt}", lambda: Fn(nn.Dense(3, 2, weight_init="ones", bias_init="zeros"))(ar((2, 2, 3), dt)))
    case(f"dense.act.{dt}", lambda: Fn(nn.Dense(3, 2, weight_init="ones", activation="relu", has_bias=False))(ar((2, 3), dt, 1, -5)))
    case(f"f_dense.{dt}", lambda: Fn(ops.dense)(ar((2, 3), dt), ar((2, 3), dt), T([1, 2], dt)))
    case(f"bmm.{dt}", lambda: Fn(P.BatchMatMul())(ar((2, 2, 3), dt), ar((2, 3, 2), dt)))
    case(f"bmm.tt.{dt}", lambda: Fn(P.BatchMatMul(True, True))(ar((2, 3, 2), dt), ar((2, 2, 3), dt)))
    case(f"bmm.bcast.{dt}", lambda: Fn(P.BatchMatMul())(ar((2, 1, 2, 3), dt), ar((3, 3, 2), dt)))
    case(f"bmm.2d3d.{dt}", lambda: Fn(P.BatchMatMul())(ar((2, 3), dt), ar((2, 3, 2), dt)))
case("conv2d.grad", lambda: G(lambda x, w: P.Conv2D(2, 3, pad_mode="pad", pad=1)(x, w) * 1.5)(ar((1, 2, 4, 4), "float32", 0.5), ar((2, 2, 3, 3), "float32", 0.1)))
case("conv2d.grad_stride", lambda: G(lambda x, w: P.Conv2D(2, 2, stride=2)(x, w))(ar((1, 1, 5, 5)), ar((2, 1, 2, 2), "float32", 0.1)))
case("conv2d.grad_group", lambda: G(lambda x, w: P.Conv2D(4, 2, group=2)(x, w))(ar((1, 2, 3, 3)), ar((4, 1, 2, 2), "float32", 0.1)))
case("conv2dT.grad", lambda: G(lambda x, w: P.Conv2DTranspose(2, 3, pad_mode="same", stride=2)(x, w, (1, 2, 6, 6)))(ar((1, 1, 3, 3)), ar((1, 2, 3, 3), "float32", 0.1)))
case("conv2d.chan_mismatch", lambda: Fn(P.Conv2D(2, 3))(ar((1, 3, 4, 4)), ar((2, 2, 3, 3))))
case("conv2d.k_mismatch", lambda: Fn(P.Conv2D(2, 2))(ar((1, 2, 4, 4)), ar((2, 2, 3, 3))))
case("conv2d.small", lambda: Fn(P.Conv2D(2, 5))(ar((1, 2, 4, 4)), ar((2, 2, 5, 5))))
case("conv2d.mixdt", lambda: Fn(P.Conv2D(2, 3))(ar((1, 2, 4, 4)), ar((2, 2, 3, 3), "float16")))
case("conv2d.3d", lambda: Fn(P.Conv2D(2, 3))(ar((2, 4, 4)), ar((2, 2, 3, 3))))
case("conv2d.pad_with_valid", lambda: Fn(P.Conv2D(2, 3, pad_mode="valid", pad=1))(ar((1, 2, 4, 4)), ar((2, 2, 3, 3))))
case("conv2dT.bad_size", lambda: Fn(P.Conv2DTranspose(2, 2, pad_mode="valid"), (1, 2, 5, 5))(ar((1, 1, 3, 3)), ar((1, 2, 2, 2))))
case("dense.grad", lambda: G(lambda x, w, b: ops.dense(x, w, b) * 2)(ar((2, 3)), ar((2, 3), "float32", 0.1), T([1, 2])))
case("dense.grad_3d", lambda: G(lambda x, w: ops.dense(x, w))(ar((2, 2, 3)), ar((2, 3), "float32", 0.1)))
case("dense.1d", lambda: Fn(ops.dense)(T([1, 2, 3]), ar((2, 3))))
case("dense.bad", lambda: Fn(ops.dense)(ar((2, 4)), ar((2, 3))))
case("nn_dense.bad_in", lambda: Fn(nn.Dense(3, 2, weight_init="ones"))(ar((2, 4))))
case("nn_dense.1d", lambda: Fn(nn.Dense(3, 2, weight_init="ones"))(T([1, 2, 3])))
case("bmm.grad", lambda: G(lambda a, b: P.BatchMatMul()(a, b))(ar((2, 2, 3)), ar((2, 3, 2))))
case("bmm.grad_bcast", lambda: G(lambda a, b: P.BatchMatMul()(a, b))(ar((2, 1, 2, 3)), ar((3, 3, 2))))
case("bmm.bad", lambda: Fn(P.BatchMatMul())(ar((2, 2, 3)), ar((2, 2, 2))))
case("bmm.bad_batch", lambda: Fn(P.BatchMatMul())(ar((2, 2, 3)), ar((3, 3, 2))))
case("bmm.mixdt", lambda: Fn(P.BatchMatMul())(ar((2, 2, 3)), ar((2, 3, 2), "float16")))
case("bmm.1d", lambda: Fn(P.BatchMatMul())(ar((3,)), ar((2, 3, 2))))

# Cast
CDT = ["float16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "bool"]
SRC = [-2.7, -1.0, -0.5, 0.0, 0.5, 1.5, 2.5, 255.0, 300.7, 70000.0]
for sdt in ["float16", "float32", "float64", "int32", "int64", "bool"]:
    for ddt in CDT + ["complex64"]:
        case(f"cast.{sdt}.{ddt}", lambda: Fn(P.Cast(), getattr(ms, ddt))(T(np.array(SRC).astype(np.float64) if sdt[0] == "f" else np.array(SRC).astype(np.int64) if sdt != "bool" else np.array(SRC) != 0, sdt)))
case("cast.nan_int", lambda: Fn(P.Cast(), ms.int32)(T([np.nan, np.inf, -np.inf, 3e10])))
case("cast.nan_bool", lambda: Fn(P.Cast(), ms.bool_)(T([np.nan, 0.0, -0.0, 0.1])))
case("cast.nan_uint8", lambda: Fn(P.Cast(), ms.uint8)(T([np.nan, -1.0, 256.0, 3e10])))
case("cast.pyint", lambda: Fn(P.Cast(), ms.float32)(3))
case("cast.pyfloat_int", lambda: Fn(P.Cast(), ms.int32)(3.7))
case("cast.pybool", lambda: Fn(P.Cast(), ms.float16)(True))
case("cast.grad", lambda: G(lambda x: P.Cast()(x, ms.float16) * 2)(T([1.5, 2.5])))
case("cast.grad_int", lambda: G(lambda x: P.Cast()(x, ms.int32))(T([1.5, 2.5])))
case("cast.dtype_str", lambda: Fn(P.Cast(), "float32")(T([1, 2], "int32")))
case("cast.np_dtype", lambda: Fn(P.Cast(), np.float32)(T([1, 2], "int32")))
case("cast.0d", lambda: Fn(P.Cast(), ms.int8)(T(200.0)))
case("cast.empty", lambda: Fn(P.Cast(), ms.int8)(ar((0, 2))))
