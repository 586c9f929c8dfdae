"""st/pynative/pyboost (ones / zeros / copy / contiguous / simply_infer), test_combine_contiguous_handle,
test_pynative_embeddinglookup, ops/test_make_tuple, framework/test_converter, framework/test_implicit_cast variants."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.ops import operations as P
from mindspore.ops.auto_generate import contiguous, copy
from mindspore.ops.auto_generate.gen_ops_def import ones, zeros
from mindspore.ops.function.array_func import arg_max_with_value_, arg_min_with_value_
from _h import case, MODE


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


DTS = {"f16": ms.float16, "f32": ms.float32, "f64": ms.float64, "bf16": ms.bfloat16, "i8": ms.int8, "i16": ms.int16,
       "i32": ms.int32, "i64": ms.int64, "u8": ms.uint8, "u16": ms.uint16, "u32": ms.uint32, "u64": ms.uint64,
       "b": ms.bool_, "c64": ms.complex64, "none": None}
SIZES = {"tup": (2, 3), "list": [2, 3], "int": 3, "empty_tup": (), "zero": (0, 3), "t1d64": Tensor(np.array([2, 3], np.int64)),
         "t1d32": Tensor(np.array([2, 3], np.int32)), "t0d": Tensor(4, ms.int64), "neg": (2, -1), "float": (2.0, 3),
         "tf32": Tensor(np.array([2.0, 3.0], np.float32)), "t2d": Tensor(np.array([[2, 3]], np.int64)),
         "bool": (True, 2), "tneg": Tensor(np.array([2, -3], np.int64))}


def bf(v):
    if isinstance(v, Tensor) and v.dtype == ms.bfloat16:
        return v.float()
    return v


for fname, f in (("ones", ones), ("zeros", zeros)):
    for dn, dt in DTS.items():
        case(f"{fname}_{dn}", lambda: bf(Net(f)((2, 3), dt)))
    for sn, sz in SIZES.items():
        case(f"{fname}_size_{sn}", lambda: Net(f)(sz, ms.float32))
    case(f"{fname}_nodtype", lambda: Net(f)((2, 1)))
    case(f"{fname}_grad_t", lambda: ops.grad(Net(f), (0,))(Tensor(np.array([2, 3]).astype(np.int64)), ms.float64))
    case(f"{fname}_grad_cell", lambda: Net(ops.grad(f, (0,)))(Tensor(np.array([2, 3, 4]).astype(np.int64)), ms.int32))
    for opn, op in (("ops", getattr(ops, fname)), ("like", getattr(ops, fname + "_like"))):
        for dn in ("f16", "f64", "i32", "b", "none"):
            arg = (2, 2) if opn == "ops" else Tensor(np.arange(4).reshape(2, 2).astype(np.int8))
            case(f"{fname}_{opn}_{dn}", lambda: Net(op)(arg, DTS[dn]) if dn != "none" else Net(op)(arg))
    for dn in ("f16", "i64", "b", "none"):
        def nw(x, s, d=DTS[dn], meth="new_" + fname):
            return getattr(x, meth)(s, d) if d is not None else getattr(x, meth)(s)
        case(f"{fname}_new_{dn}", lambda: Net(nw)(Tensor([1], ms.int32), (2, 3)))
    # dynamic shapes (set_inputs)
    def dyn(f=f):
        c = Net(f)
        c.set_inputs(Tensor(shape=[None], dtype=ms.int64), ms.int32)
        a = c(Tensor(np.array([2, 3]).astype(np.int64)), ms.int32)
        b = c(Tensor(np.array([3, 4]).astype(np.int64)), ms.int32)
        return a, b
    case(f"{fname}_dyn_shape", dyn)
    def dyn_rank(f=f):
        c = Net(f)
        c.set_inputs(Tensor(shape=None, dtype=ms.int64), ms.int32)
        a = c(Tensor(np.array([2, 3]).astype(np.int64)), ms.int32)
        return a, c(Tensor(np.array([[2, 3], [4, 5]]).astype(np.int64)), ms.int32)
    case(f"{fname}_dyn_rank", dyn_rank)
    def dyn_grad(f=f):
        c = Net(ops.grad(f, (0,)))
        c.set_inputs(Tensor(shape=[None], dtype=ms.int64), ms.int32)
        return c(Tensor(np.array([2, 3]).astype(np.int64)), ms.int32), c(Tensor(np.array([2, 3, 4]).astype(np.int64)), ms.int32)
    case(f"{fname}_dyn_grad", dyn_grad)

# copy / contiguous
def tr(x): return ops.transpose(x, (1, 0))
def sl(x): return x[1:3:2, 1:4:2]
XS = {"c": np.arange(24).reshape(2, 3, 4), "0d": np.array(5), "empty": np.zeros((0, 3)), "1d": np.arange(5)}
for opn, op in (("copy", copy), ("contig", contiguous)):
    for dn in ("f16", "f32", "f64", "i8", "i32", "i64", "u8", "b", "bf16", "c64"):
        nd = {"bf16": np.float32, "c64": np.complex64, "b": np.bool_}.get(dn) or ms.dtype_to_nptype(DTS[dn])
        for xn, xa in XS.items():
            x = Tensor(xa.astype(nd), DTS[dn])
            case(f"{opn}_{dn}_{xn}", lambda: bf(Net(op)(x)))
    x = Tensor(np.arange(20).reshape(4, 5).astype(np.float32))
    case(f"{opn}_tr", lambda: Net(op)(tr(x)))
    case(f"{opn}_slice", lambda: Net(op)(sl(x)))
    def g(x, op=op): return op(x) * x
    case(f"{opn}_grad", lambda: ops.grad(Net(g))(x))
    case(f"{opn}_grad_tr", lambda: ops.grad(Net(g))(tr(x)))
    case(f"{opn}_indep", lambda: (lambda y: (y.__setitem__(0, 9), x)[1])(Net(op)(x)))
    case(f"{opn}_number", lambda: Net(op)(3))
    case(f"{opn}_list", lambda: Net(op)([1, 2]))
case("tensor_copy", lambda: Tensor(np.arange(3).astype(np.float16)).copy())
case("tensor_contig", lambda: tr(Tensor(np.arange(6).reshape(2, 3).astype(np.float32))).contiguous())
case("tensor_is_contig", lambda: (tr(Tensor(np.ones((2, 3), np.float32))).is_contiguous(),
                                  Tensor(np.ones((2, 3), np.float32))[:, 1].is_contiguous(),
                                  Tensor(np.ones((2, 3), np.float32))[1].is_contiguous()))

# simply infer: arg_max_with_value_
for dn in ("f16", "f32", "f64", "i32", "i64", "u8"):
    nd = ms.dtype_to_nptype(DTS[dn])
    x = Tensor(np.array([0, 4, 6, 7, 1, 7]).astype(nd))
    case(f"argmaxv_{dn}", lambda: arg_max_with_value_(x))
    case(f"argminv_{dn}", lambda: arg_min_with_value_(x))
    case(f"argmaxv_cell_{dn}", lambda: Net(arg_max_with_value_)(x))
x2 = Tensor(np.array([[0.0, 0.4], [0.6, 0.1]], np.float32))
case("argmaxv_2d", lambda: arg_max_with_value_(x2))
case("argmaxv_axis1_kd", lambda: arg_max_with_value_(x2, 1, True))
case("argminv_axis1_kd", lambda: arg_min_with_value_(x2, -1, True))
case("argmaxv_0d", lambda: arg_max_with_value_(Tensor(3.0)))
case("argmaxv_nan", lambda: arg_max_with_value_(Tensor(np.array([1.0, np.nan, 2.0], np.float32))))
case("argmaxv_bool", lambda: arg_max_with_value_(Tensor(np.array([True, False]))))
case("argmaxv_grad", lambda: ops.grad((lambda a: arg_max_with_value_(a)[1]))(x2))

# make_tuple
def mk(x, y): return ops.make_tuple(x, y)
case("make_tuple", lambda: Net(mk)(Tensor(np.ones((1, 2), np.float32)), Tensor(np.ones((2,), np.int32))))
case("make_tuple_num", lambda: Net(mk)(1, 2.5))
case("make_tuple_grad", lambda: ops.GradOperation(get_all=True)(Net(mk))(Tensor(np.ones((2,), np.float32)), Tensor(np.ones((2,), np.float32))))

# converter: hardshrink / ptp with mixed dtypes
class Conv(nn.Cell):
    def __init__(self):
        super().__init__()
        self.add = ops.Add()

    def construct(self, a, b):
        x1 = a.hardshrink()
        x2 = b.ptp(1)
        return x1 * self.add(x1, x2)
A = np.linspace(-1, 1, 2 * 3 * 4).reshape(1, 2, 3, 4)
case("conv_f32_f16", lambda: Conv()(Tensor(A, ms.float32, const_arg=True), Tensor(A, ms.float16, const_arg=True)))
case("conv_f16_f32", lambda: Conv()(Tensor(A, ms.float16), Tensor(A, ms.float32)))
case("conv_f64_f32", lambda: Conv()(Tensor(A, ms.float64), Tensor(A, ms.float32)))
case("conv_f32_i32", lambda: Conv()(Tensor(A, ms.float32), Tensor(np.arange(24).reshape(1, 2, 3, 4), ms.int32)))
for dn in ("f16", "f32", "f64", "i32", "i64", "b"):
    xa = np.array([[1, 5, 3], [2, 0, 9]]).astype(ms.dtype_to_nptype(DTS[dn]))
    case(f"ptp_{dn}", lambda: Tensor(xa).ptp(1))
    case(f"ptp_none_{dn}", lambda: Tensor(xa).ptp())
    case(f"ptp_kd_{dn}", lambda: Tensor(xa).ptp(0, True))
    case(f"hardshrink_{dn}", lambda: Tensor(xa).hardshrink(2.0))
case("hardshrink_grad", lambda: ops.grad(Net((lambda a: a.hardshrink(0.5))))(Tensor(A, ms.float32)))

# implicit cast: Conv1dTranspose
def c1t(pad_mode, has_bias, dt, L=5, stride=1, pad=0, dil=1):
    net = nn.Conv1dTranspose(3, 4, 4, stride=stride, pad_mode=pad_mode, padding=pad, dilation=dil, has_bias=has_bias,
                             weight_init="ones", bias_init="zeros")
    return net(Tensor(np.arange(3 * L).reshape(1, 3, L) / 10.0, dt))
for pm in ("pad", "same", "valid"):
    for dn in ("f32", "f16", "f64"):
        case(f"c1t_{pm}_{dn}", lambda: c1t(pm, False, DTS[dn]))
    case(f"c1t_{pm}_bias", lambda: c1t(pm, True, ms.float32))
    case(f"c1t_{pm}_s2", lambda: c1t(pm, False, ms.float32, stride=2, pad=0))
    case(f"c1t_{pm}_d2", lambda: c1t(pm, False, ms.float32, dil=2))
case("c1t_pad1", lambda: c1t("pad", False, ms.float32, pad=1))
case("c1t_i32", lambda: c1t("pad", False, ms.int32))

# EmbeddingLookup primitive
class EL(nn.Cell):
    def __init__(self, offset):
        super().__init__()
        self.op = P.EmbeddingLookup()
        self.offset = offset

    def construct(self, p, i):
        return self.op(p, i, self.offset)
PAR = np.arange(8).reshape(2, 4)
IDX = np.array([[1, 2, 0], [2, 1, 1]])
for dn in ("f16", "f32", "f64", "i8", "i32", "u8", "b"):
    case(f"el_{dn}_off10", lambda: EL(10)(Tensor(PAR.astype(ms.dtype_to_nptype(DTS[dn]))), Tensor(IDX.astype(np.int32))))
    case(f"el_{dn}_off1", lambda: EL(1)(Tensor(PAR.astype(ms.dtype_to_nptype(DTS[dn]))), Tensor(IDX.astype(np.int32))))
for on, off in (("0", 0), ("m1", -1), ("2", 2)):
    for idn in (np.int32, np.int64):
        case(f"el_f32_off{on}_{idn.__name__}", lambda: EL(off)(Tensor(PAR.astype(np.float32)), Tensor(IDX.astype(idn))))
case("el_idx_neg", lambda: EL(0)(Tensor(PAR.astype(np.float32)), Tensor(np.array([-1, 0, 5], np.int32))))
case("el_idx_0d", lambda: EL(0)(Tensor(PAR.astype(np.float32)), Tensor(1, ms.int32)))
case("el_idx_f32", lambda: EL(0)(Tensor(PAR.astype(np.float32)), Tensor(np.array([1.0], np.float32))))
case("el_grad", lambda: ops.GradOperation(get_all=True)(EL(1))(Tensor(PAR.astype(np.float32)), Tensor(IDX.astype(np.int32)))[0])
case("el_params_3d", lambda: EL(0)(Tensor(np.arange(12).reshape(3, 2, 2).astype(np.float32)), Tensor(np.array([2, 0], np.int32))))
case("el_nn", lambda: nn.EmbeddingLookup(4, 2, param_init="ones", target="CPU")(Tensor(np.array([[1, 3], [0, 2]], np.int32))))
case("el_nn_grad", lambda: ops.GradOperation(get_by_list=True)(nn.EmbeddingLookup(4, 2, param_init="ones", target="CPU"),
     nn.EmbeddingLookup(4, 2, param_init="ones", target="CPU").trainable_params()) and 0)

# combine_tensor_list_contiguous (CPU path of the st test)
def comb():
    from mindspore.hal.contiguous_tensors_handle import combine_tensor_list_contiguous
    x = Tensor(np.array([1, 2, 3]).astype(np.float32))
    y = Tensor(np.array([4, 5, 6]).astype(np.float32))
    z = x + y
    e = x + y
    h = combine_tensor_list_contiguous([z, x, y, e], True)
    return h[1], h[0:2], h[9:], h[:3], h.slice_by_tensor_index(0, 1), h.slice_by_tensor_index(1, 2)
case("combine", comb)
