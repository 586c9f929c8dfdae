"""ut exec/*.py, keep_order/test_keep_order.py and nn/test_{parameter,cell,cell_wrapper,l1_regularizer,container}.py
turned into value checks: AssignAdd / AssignSub on Parameters of several dtypes, BiasAdd / Conv2d / Dense / Flatten /
pooling / Softmax / ReLU / BatchNorm forwards with Tensor inits, depend chains with grads (GradOperation get_all /
sens), hyper_add, ParameterUpdate, Parameter construction / set_data / arithmetic, L1Regularizer, and the ut tests'
error classes; gradients of the adapted Cells in both modes."""
import math
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, ParameterTuple
from mindspore.ops import operations as P
from mindspore.ops import functional as F
from mindspore.ops import composite as C
from mindspore.common.initializer import initializer
from _h import case

F32 = np.float32


class AssignAddNet(nn.Cell):
    def __init__(self, init, dt):
        super().__init__()
        self.p = Parameter(initializer(init, [2], dt), name="global_step")

    def construct(self, x):
        P.AssignAdd()(self.p, x)
        return self.p


class AssignSubNet(nn.Cell):
    def __init__(self, dt):
        super().__init__()
        self.b = Parameter(initializer("ones", [3], dt), name="b")

    def construct(self, v):
        P.AssignSub()(self.b, v)
        return self.b


for dn, dt, npd in (("i64", ms.int64, np.int64), ("i32", ms.int32, np.int32), ("f32", ms.float32, F32),
                    ("f16", ms.float16, np.float16), ("f64", ms.float64, np.float64), ("u8", ms.uint8, np.uint8),
                    ("i8", ms.int8, np.int8)):
    case(f"assign_add_{dn}", lambda dt=dt, npd=npd: _twice(AssignAddNet(1, dt), Tensor(np.array([100, 3], npd))))
    case(f"assign_sub_{dn}", lambda dt=dt, npd=npd: _twice(AssignSubNet(dt), Tensor(np.array([1, 2, 3], npd))))
case("assign_add_i64_i32", lambda: AssignAddNet(1, ms.int64)(Tensor(np.array([100, 3], np.int32))))
case("assign_add_f32_f16", lambda: AssignAddNet(1, ms.float32)(Tensor(np.array([0.5, 3], np.float16))))
case("assign_add_f16_f32", lambda: AssignAddNet(1, ms.float16)(Tensor(np.array([0.5, 3], F32))))
case("assign_add_i32_f32", lambda: AssignAddNet(1, ms.int32)(Tensor(np.array([0.5, 3], F32))))
case("assign_add_bcast", lambda: AssignAddNet(1, ms.float32)(Tensor(np.array([0.5], F32))))
case("assign_add_0d", lambda: AssignAddNet(1, ms.float32)(Tensor(np.array(0.5, F32))))
case("assign_add_bad_shape", lambda: AssignAddNet(1, ms.float32)(Tensor(np.array([0.5, 1, 2], F32))))
case("assign_sub_bool", lambda: AssignSubNet(ms.bool_)(Tensor(np.array([True, False, True]))))
case("assign_add_number", lambda: AssignAddNet(1, ms.float32)(2.0))


def _twice(net, x):
    a = net(x).asnumpy().copy()
    b = net(x)
    return Tensor(a), b


class BiasNet(nn.Cell):
    def __init__(self, c, init):
        super().__init__()
        self.bias = Parameter(initializer(init, [c]), name="bias")

    def construct(self, x):
        return P.BiasAdd()(x, self.bias)


xb = Tensor(np.arange(18, dtype=F32).reshape(1, 3, 3, 2))
case("bias_add_4d", lambda: BiasNet(3, Tensor(np.array([1, 2, 3], F32)))(xb))
case("bias_add_2d", lambda: BiasNet(3, "ones")(Tensor(np.arange(6, dtype=F32).reshape(2, 3))))
case("bias_add_5d", lambda: BiasNet(2, Tensor(np.array([1, -1], F32)))(Tensor(np.ones((1, 2, 1, 2, 2), F32))))
case("bias_add_nhwc", lambda: P.BiasAdd(data_format="NHWC")(xb, Tensor(np.array([1, 2], F32))))
case("bias_add_bad_c", lambda: BiasNet(4, "ones")(xb))
case("bias_add_1d", lambda: BiasNet(3, "ones")(Tensor(np.ones(3, F32))))
case("bias_add_f16", lambda: P.BiasAdd()(xb.astype(ms.float16), Tensor(np.array([1, 2, 3], np.float16))))
case("bias_add_mixed", lambda: P.BiasAdd()(xb, Tensor(np.array([1, 2, 3], np.float16))))
case("bias_add_i32", lambda: P.BiasAdd()(xb.astype(ms.int32), Tensor(np.array([1, 2, 3], np.int32))))
case("bias_add_grad", lambda: C.GradOperation(get_all=True, sens_param=True)(P.BiasAdd())(xb, Tensor(np.array([1, 2, 3], F32)), xb))


def conv(cin, cout, k, **kw):
    w = Tensor(np.arange(cout * cin * k * k, dtype=F32).reshape(cout, cin, k, k) * 0.01)
    return nn.Conv2d(cin, cout, k, weight_init=w, **kw)


xc = Tensor(np.arange(2 * 3 * 5 * 5, dtype=F32).reshape(2, 3, 5, 5) * 0.01)
case("conv_pad", lambda: conv(3, 2, 3, pad_mode="pad", padding=1)(xc))
case("conv_same", lambda: conv(3, 2, 3)(xc))
case("conv_valid_bias", lambda: conv(3, 2, 3, pad_mode="valid", has_bias=True, bias_init="ones")(xc))
case("conv_stride_dil", lambda: conv(3, 2, 2, pad_mode="pad", padding=(1, 0, 0, 1), stride=2, dilation=2)(xc))
case("conv_group", lambda: nn.Conv2d(2, 2, 3, group=2, weight_init="ONES", pad_mode="valid")(xc[:, :2]))
case("conv_ones_str", lambda: nn.Conv2d(3, 1, 3, weight_init="ONES")(xc))
case("conv_f16", lambda: conv(3, 2, 3).to_float(ms.float16)(xc))
case("conv_grad", lambda: C.GradOperation(get_all=True)(conv(3, 2, 3, pad_mode="valid"))(xc))
case("conv_grad_w", lambda: _gw(conv(3, 2, 3, pad_mode="valid", has_bias=True), xc))
case("conv_bad_in", lambda: conv(3, 2, 3)(Tensor(np.ones((1, 4, 5, 5), F32))))
case("conv_bad_rank", lambda: conv(3, 2, 3)(Tensor(np.ones((3, 5, 5), F32))))


def _gw(net, *a):
    return C.GradOperation(get_by_list=True)(net, ParameterTuple(net.trainable_params()))(*a)


def dense(cin, cout, **kw):
    return nn.Dense(cin, cout, Tensor(np.arange(cout * cin, dtype=F32).reshape(cout, cin) * 0.1),
                    Tensor(np.arange(cout, dtype=F32)), **kw)


xd = Tensor(np.arange(8, dtype=F32).reshape(1, 8) * 0.5)
case("dense", lambda: dense(8, 4)(xd))
case("dense_nobias", lambda: nn.Dense(8, 4, Tensor(np.ones((4, 8), F32)), has_bias=False)(xd))
case("dense_3d", lambda: dense(8, 3)(Tensor(np.ones((2, 2, 8), F32))))
case("dense_act", lambda: dense(8, 3, activation="relu")(-xd))
case("dense_f16", lambda: dense(8, 3).to_float(ms.float16)(xd))
case("dense_f64_in", lambda: dense(8, 3)(xd.astype(ms.float64)))
case("dense_grad", lambda: C.GradOperation(get_all=True, get_by_list=True)(dense(8, 3), ParameterTuple(dense(8, 3).trainable_params()))(xd))
case("dense_grad_w", lambda: _gw(dense(8, 3), xd))
case("dense_bad_in", lambda: dense(8, 3)(Tensor(np.ones((1, 7), F32))))
case("dense_bad_w_shape", lambda: nn.Dense(8, 4, Tensor(np.ones((4, 7), F32))))
case("dense_bad_b_shape", lambda: nn.Dense(8, 4, "ones", Tensor(np.ones((3,), F32))))
xf = Tensor(np.arange(32, dtype=F32).reshape(1, 2, 4, 4))
case("flatten", lambda: nn.Flatten()(xf))
case("flatten_1d", lambda: nn.Flatten()(Tensor(np.ones(3, F32))))
case("flatten_0d", lambda: nn.Flatten()(Tensor(np.array(1.0, F32))))
case("flatten_empty", lambda: nn.Flatten()(Tensor(np.ones((0, 2, 3), F32))))
case("flatten_grad", lambda: C.GradOperation()(nn.Flatten())(xf))
case("maxpool", lambda: nn.MaxPool2d(2, 2)(xf))
case("maxpool_s1", lambda: nn.MaxPool2d(3, 1)(xf))
case("maxpool_same", lambda: nn.MaxPool2d(3, 2, pad_mode="same")(xf))
case("avgpool", lambda: nn.AvgPool2d(2, 2)(xf))
case("avgpool_none_stride", lambda: nn.AvgPool2d(2)(xf))
case("avgpool_same", lambda: nn.AvgPool2d(3, 2, pad_mode="same")(xf))
case("maxpool_grad", lambda: C.GradOperation()(nn.MaxPool2d(2, 2))(xf))
case("avgpool_grad", lambda: C.GradOperation()(nn.AvgPool2d(3, 2, pad_mode="same"))(xf))
case("maxpool_f16", lambda: nn.MaxPool2d(2, 2)(xf.astype(ms.float16)))
case("maxpool_3d_in", lambda: nn.MaxPool2d(2, 2)(xf[0]))
xs = Tensor(np.array([[1.2, 2.1], [2.2, 3.2]], F32))
for ax in (0, 1, -1):
    case(f"softmax_ax{ax}", lambda ax=ax: nn.Softmax(ax)(xs))
case("softmax_f16", lambda: nn.Softmax()(xs.astype(ms.float16)))
case("softmax_f64", lambda: nn.Softmax()(xs.astype(ms.float64)))
case("softmax_int", lambda: nn.Softmax()(Tensor([[1, 2]], ms.int32)))
case("softmax_0d", lambda: nn.Softmax()(Tensor(np.array(1.5, F32))))
case("softmax_empty", lambda: nn.Softmax()(Tensor(np.ones((0, 3), F32))))
case("softmax_bad_axis", lambda: nn.Softmax(2)(xs))
case("softmax_grad_sens", lambda: C.GradOperation(sens_param=True)(nn.Softmax())(xs, Tensor(np.array([[1, 0], [0, 2]], F32))))
xr = Tensor(np.array([[-0.5, 0.0, 0.3], [1.0, -2.0, 0.0]], F32))
case("relu", lambda: nn.ReLU()(xr))
case("relu_i32", lambda: nn.ReLU()(Tensor([[-1, 0, 2]], ms.int32)))
case("relu_f16", lambda: nn.ReLU()(xr.astype(ms.float16)))
case("relu_bool", lambda: nn.ReLU()(Tensor([True, False])))
case("relu_grad_at0", lambda: C.GradOperation()(nn.ReLU())(xr))


def bn(c):
    v = lambda: Tensor(np.ones(c, F32) * 0.01)  # noqa: E731
    return nn.BatchNorm2d(c, beta_init=v(), gamma_init=v(), moving_mean_init=v(), moving_var_init=v())


xbn = Tensor(np.arange(48, dtype=F32).reshape(1, 3, 4, 4) * 0.1)
case("bn_eval", lambda: bn(3).set_train(False)(xbn))
case("bn_train", lambda: _bn_train())
case("bn_grad_train", lambda: _bn_grad())


def _bn_train():
    net = bn(3)
    net.set_train()
    out = net(xbn)
    return out, net.moving_mean.value(), net.moving_variance.value()


def _bn_grad():
    net = bn(3)
    net.set_train()
    return C.GradOperation(get_all=True, get_by_list=True)(net, ParameterTuple(net.trainable_params()))(xbn)


# keep_order: depend chains, grad inside construct, hyper_add
add1, add2, mm = P.Add(), P.Add(), P.MatMul()


class Func(nn.Cell):
    def construct(self, x, y):
        s = add1(x, y)
        prod = mm(x, y)
        s = F.depend(s, prod)
        return add2(s, prod)


grad_s = C.GradOperation(get_all=True, sens_param=True)


class KONet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.func = Func()

    def construct(self, x, y, sens):
        s1 = add1(x, y)
        dx = grad_s(self.func)(x, y, sens)
        s1 = F.depend(s1, dx)
        return add2(add2(s1, dx[0]), add2(y, dx[1]))


class KOHyper(nn.Cell):
    def __init__(self):
        super().__init__()
        self.func = Func()

    def construct(self, x, y, sens):
        a = add1(x, y)
        s1 = C.hyper_add([a, a], [x, y])
        dx = grad_s(self.func)(x, y, sens)
        s2 = add2(s1[0], dx[0])
        s3 = add2(s1[1], dx[1])
        return C.hyper_add([s2, s2], [s3, s3])


xk = Tensor(np.arange(9, dtype=F32).reshape(3, 3) * 0.1)
yk = Tensor(np.ones((3, 3), F32))
case("ko_func", lambda: Func()(xk, yk))
case("ko_sens", lambda: KONet()(xk, yk, yk))
case("ko_hyper", lambda: KOHyper()(xk, yk, yk))
case("ko_func_grad_all", lambda: C.GradOperation(get_all=True)(Func())(xk, yk))
case("ko_net_grad", lambda: C.GradOperation(get_all=True)(KONet())(xk, yk, yk))
case("ko_func_f16", lambda: Func()(xk.astype(ms.float16), yk.astype(ms.float16)))
case("ko_func_mixed", lambda: Func()(xk, yk.astype(ms.float16)))
case("ko_dtype_ret", lambda: str(_KODtype()(Tensor(np.full((2, 3), 655, np.float16)))))
case("hyper_add_tuple", lambda: C.hyper_add((xk, (yk, 1)), (yk, (xk, 2))))
case("hyper_add_nested_list", lambda: C.hyper_add([xk, [yk]], [yk, [xk]]))
case("hyper_add_mismatch", lambda: C.hyper_add([xk, yk], [yk]))


class _KODtype(nn.Cell):
    def construct(self, x):
        res = P.Sub()(x, P.Neg()(x))
        return P.DType()(res)


# Parameter construction / checks (nn/test_parameter.py)
tp = Tensor(np.array([[1, 2, 3], [2, 3, 4]]))
case("param_int_data", lambda: (str(Parameter(3, name="a").dtype), Parameter(3, name="a").shape))
case("param_float_data", lambda: (str(Parameter(0.5, name="a").dtype),))
case("param_np_data", lambda: str(Parameter(np.array([[1, 2, 3]]), name="a").dtype))
case("param_bool_data", lambda: Parameter(True, name="a"))
case("param_list_data", lambda: Parameter([1, 2], name="a"))
case("param_name_none", lambda: Parameter(tp, name=None).name)
for nm, bad in (("np", np.array([1])), ("tensor", tp), ("bool", True), ("int", 3), ("list", [1, "2", True]), ("tuple", (1, 2, 3))):
    case(f"param_name_{nm}", lambda bad=bad: Parameter(tp, name=bad))
    case(f"param_rg_{nm}", lambda bad=bad: Parameter(tp, name="a", requires_grad=bad))
    case(f"param_lp_{nm}", lambda bad=bad: Parameter(tp, name="a", layerwise_parallel=bad))
case("param_rg_none", lambda: Parameter(tp, name="a", requires_grad=None))
case("param_lp_none", lambda: Parameter(tp, name="a", layerwise_parallel=None))
case("param_name_str_bad", lambda: [Parameter(tp, name=s).name for s in ("12_sf.asdf_", "x12_sf.asdf.", ".12_sf", "12+sf", "a$b", "")])
p1 = Parameter(initializer(0, [1], ms.int32), name="global_step1")
case("ptuple_param", lambda: ParameterTuple(p1))
case("ptuple_str_list", lambda: ParameterTuple([p1, "str"]))
case("ptuple_strs", lambda: ParameterTuple(("2", "1")))
case("ptuple_str", lambda: ParameterTuple("[2,3]"))
case("ptuple_num", lambda: ParameterTuple(3))
case("ptuple_ok", lambda: len(ParameterTuple([p1, Parameter(initializer(0, [1], ms.int32), name="global_step2")])))
pa = Parameter(initializer("ones", [1, 2, 3], ms.int32), "test1")
pb = Parameter(initializer("ones", [1, 2, 3], ms.int32), "test2")
case("param_add", lambda: pa + pb)
case("param_mul_f64", lambda: pa * Tensor(np.ones((1, 2, 3))))
case("param_div", lambda: pa / 2)
case("param_isinstance", lambda: (isinstance(pa, Tensor), type(pa + pb).__name__))


def _sd(p, *vals):
    out = []
    for v in vals:
        try:
            p.set_data(v)
            out.append((str(p.dtype), p.asnumpy().tolist()))
        except Exception as e:  # noqa
            out.append(type(e).__name__)
    return out


case("set_data_float_param", lambda: _sd(Parameter(0.5, "fp"), 0.8, 1, True, Tensor(2, ms.int32)))
case("set_data_int_param", lambda: _sd(Parameter(1, "ip"), 2, 1.2, Tensor(3.5)))
case("set_data_f32_tensors", lambda: _sd(Parameter(Tensor(0.5, ms.float32), "f"), 0.8, 1, Tensor(2, ms.int32), Tensor(3, ms.int16), Tensor(0.6, ms.float16), Tensor(np.array(True))))
case("set_data_f16_f64", lambda: _sd(Parameter(Tensor(np.ones(2, np.float16)), "h"), Tensor(np.array([1.1, 2.2]))))
case("set_data_i32_f32", lambda: _sd(Parameter(Tensor(np.ones(2, np.int32)), "i"), Tensor(np.array([1.7, -2.7], F32))))
case("set_data_shape", lambda: _sd(Parameter(Tensor(np.ones(2, F32)), "s"), Tensor(np.ones(3, F32))))
case("set_data_shape_slice", lambda: _sd(Parameter(Tensor(np.ones(2, F32)), "s"), Tensor(np.ones(3, F32)), ))
case("param_copy", lambda: _pcopy())


def _pcopy():
    p = Parameter(Tensor(np.array([1.0, 2.0], F32)), "c")
    q = p.clone()
    q.set_data(Tensor(np.array([5.0, 6.0], F32)))
    return p.value(), q.value(), q.name, q.requires_grad


class PUpd(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.pu = nn.ParameterUpdate(p)

    def construct(self, v):
        return self.pu(v)


case("param_update_lr", lambda: _pupd(Parameter(Tensor(np.array([0.1, 0.01, 0.001], F32)), "lr"), Tensor(np.array([0.2, 0.02, 0.002], F32))))
case("param_update_step", lambda: _pupd(Parameter(Tensor(np.array([1], np.int32)), "gs"), Tensor(np.array([1000], np.int32))))
case("param_update_0d", lambda: _pupd(Parameter(Tensor(0.1, ms.float32), "lr0"), Tensor(0.0001, ms.float32)))
case("param_update_dtype", lambda: _pupd(Parameter(Tensor(np.array([1.0], F32)), "d"), Tensor(np.array([3], np.int32))))
case("param_update_np", lambda: nn.ParameterUpdate(np.array([1])))


def _pupd(p, v):
    out = nn.ParameterUpdate(p)(v)
    return out, p.value()


# L1Regularizer
w = Tensor(np.array([[1.0, -2.0], [-3.0, 4.0]], F32))
for nm, sc in (("0", 0.0), ("neg", -0.5), ("inf", math.inf), ("nan", math.nan), ("half", 0.5), ("int", 2), ("bool", True), ("str", "a")):
    case(f"l1_scale_{nm}", lambda sc=sc: nn.L1Regularizer(sc)(w))
case("l1_str_w", lambda: nn.L1Regularizer(0.5)("sss"))
case("l1_no_w", lambda: nn.L1Regularizer(0.5)())
case("l1_bool_w", lambda: nn.L1Regularizer(0.5)(Tensor([[False, False], [False, True]])))
case("l1_int_w", lambda: nn.L1Regularizer(0.5)(Tensor([[1, -2]], ms.int32)))
case("l1_f16_w", lambda: nn.L1Regularizer(0.5)(w.astype(ms.float16)))
case("l1_f64_w", lambda: nn.L1Regularizer(0.5)(w.astype(ms.float64)))
case("l1_0d_w", lambda: nn.L1Regularizer(0.5)(Tensor(-3.0)))
case("l1_empty_w", lambda: nn.L1Regularizer(0.5)(Tensor(np.ones((0, 2), F32))))
case("l1_grad", lambda: C.GradOperation()(nn.L1Regularizer(0.5))(Tensor(np.array([[1.0, 0.0], [-3.0, 4.0]], F32))))
