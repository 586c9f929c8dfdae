"""pi_jit operation/* and calculation/*: primitives under jit(capture_mode='bytecode'), plain jit and PyNative, new
dtypes / 0-d / empty / ties / grads."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, jit, nn
import mindspore.ops.operations as P
from _h import case, bc

T = Tensor
FORMS = {"py": lambda f: f, "bc": bc, "ast": lambda f: jit(f)}


def each(label, fn, *args):
    for k, w in FORMS.items():
        if k == "ast" and fn.__name__ == "<lambda>":
            continue   # MindSpore's ast capture cannot parse a lambda written inside a call
        case(f"{label}[{k}]", lambda w=w: w(fn)(*args))


# floordiv
fd = P.FloorDiv()
for dt in (np.int8, np.int16, np.int32, np.int64, np.float16, np.float32, np.float64, np.uint8):
    a = np.array([7, -7, 6, -6, 0, 5], dt) if dt != np.uint8 else np.array([7, 9, 6, 200, 0, 5], dt)
    b = np.array([2, 2, -4, -4, 3, 0 if dt in (np.float16, np.float32, np.float64) else 1] if dt != np.uint8 else [2, 2, 4, 4, 3, 1], dt)
    each(f"floordiv_{dt.__name__}", lambda x, y: fd(x, y), T(a), T(b))
each("floordiv_int_scalar", lambda x: fd(x, 3), T(np.array([7, -7], np.int32)))
each("floordiv_float_scalar", lambda x: fd(x, 2.0), T(np.array([7, -7], np.int32)))
each("floordiv_0d", lambda x, y: fd(x, y), T(np.float32(-7.5)), T(np.float32(2)))
each("floordiv_empty", lambda x, y: fd(x, y), T(np.zeros((0, 3), np.float32)), T(np.ones((1, 3), np.float32)))
each("floordiv_bool", lambda x, y: fd(x, y), T(np.array([True, False])), T(np.array([True, True])))
each("floordiv_op_tensor_int", lambda x: x // 2, T(np.array([7, -7], np.int32)))
each("floordiv_op_int_tensor", lambda x: 7 // x, T(np.array([2, -2], np.int32)))
each("floordiv_op_float_tensor", lambda x: 7.5 // x, T(np.array([2, -2], np.int32)))
each("floordiv_grad", lambda x, y: ops.grad(lambda a, b: fd(a, b).sum(), (0, 1))(x, y),
     T(np.array([7., -7.], np.float32)), T(np.array([2., 2.], np.float32)))

# maximum / minimum with ties and grads
mx, mn = P.Maximum(), P.Minimum()
x = T(np.array([1., 2., 3., 2.], np.float32)); y = T(np.array([1., 3., 2., 2.], np.float32))
each("maximum_grad_ties", lambda a, b: ops.grad(lambda p, q: mx(p, q).sum(), (0, 1))(a, b), x, y)
each("minimum_grad_ties", lambda a, b: ops.grad(lambda p, q: mn(p, q).sum(), (0, 1))(a, b), x, y)
each("maximum_nan", lambda a, b: mx(a, b), T(np.array([np.nan, 1.], np.float32)), T(np.array([1., np.nan], np.float32)))
each("minimum_nan", lambda a, b: mn(a, b), T(np.array([np.nan, 1.], np.float32)), T(np.array([1., np.nan], np.float32)))
each("maximum_int_float", lambda a, b: mx(a, b), T(np.array([1, 5], np.int32)), T(np.array([2.5, 2.5], np.float32)))
each("maximum_scalar", lambda a: mx(a, 2), T(np.array([1, 5], np.int32)))
each("maximum_bcast_grad", lambda a, b: ops.grad(lambda p, q: mx(p, q).sum(), (0, 1))(a, b),
     T(np.array([[1., 4.], [3., 0.]], np.float32)), T(np.array([2., 2.], np.float32)))
each("minimum_fp16", lambda a, b: mn(a, b), T(np.array([1.5, -2], np.float16)), T(np.array([1, 3], np.float16)))
each("maximum_bool", lambda a, b: mx(a, b), T(np.array([True, False])), T(np.array([False, False])))
each("maximum_uint8", lambda a, b: mx(a, b), T(np.array([1, 250], np.uint8)), T(np.array([3, 4], np.uint8)))

# median
from mindspore.ops.operations.math_ops import Median as MedianOp
xm = np.array([[3., 1., 2., 1.], [5., 4., 4., 0.]], np.float32)
for gm, ax, kd in ((False, 0, False), (False, 1, True), (False, -1, False), (True, 0, False), (True, 0, True)):
    each(f"median_{gm}_{ax}_{kd}", lambda a, gm=gm, ax=ax, kd=kd: MedianOp(gm, ax, kd)(a), T(xm))
for dt in (np.int16, np.int32, np.int64, np.float64):
    each(f"median_{dt.__name__}", lambda a: MedianOp(False, 1, False)(a), T(xm.astype(dt)))
each("median_same_value", lambda a: MedianOp(False, 0, False)(a), T(np.ones((3, 2), np.float32)))
each("median_axis_oob", lambda a: MedianOp(False, 2, False)(a), T(xm))
each("median_axis_neg_oob", lambda a: MedianOp(False, -3, False)(a), T(xm))
each("median_grad", lambda a: ops.grad(lambda p: MedianOp(False, 1, False)(p)[0].sum())(a), T(xm))
each("median_global_grad", lambda a: ops.grad(lambda p: MedianOp(True, 0, False)(p)[0].sum())(a), T(xm))
each("ops_median", lambda a: ops.median(a, axis=1, keepdims=True), T(xm))
each("tensor_median", lambda a: a.median(0), T(xm))

# maxpool
xp = np.arange(2 * 2 * 5 * 5, dtype=np.float32).reshape(2, 2, 5, 5) % 7
for ks, st, pm in ((2, 2, "VALID"), (3, 2, "SAME"), ((2, 3), (1, 2), "SAME"), (2, 1, "valid"), (4, 2, "VALID")):
    each(f"maxpool_{ks}_{st}_{pm}", lambda a, ks=ks, st=st, pm=pm: P.MaxPool(ks, st, pm)(a), T(xp))
each("maxpool_fp16", lambda a: P.MaxPool(2, 2, "SAME")(a), T(xp.astype(np.float16)))
each("maxpool_k_too_big", lambda a: P.MaxPool(4, 1, "VALID")(a), T(np.ones((1, 8, 3, 3), np.float32)))
each("maxpool_grad_ties", lambda a: ops.grad(lambda p: P.MaxPool(2, 2, "VALID")(p).sum())(a),
     T(np.ones((1, 1, 4, 4), np.float32)))
each("maxpool_grad_same", lambda a: ops.grad(lambda p: P.MaxPool(3, 2, "SAME")(p).sum())(a), T(xp[:1, :1]))
each("maxpool_3d_input", lambda a: P.MaxPool(2, 2)(a), T(xp[0]))

# inplace add / sub
xi = np.arange(24, dtype=np.float32).reshape(4, 3, 2)
vi = np.ones((2, 3, 2), np.float32)
each("inplaceadd_tuple", lambda a, v: P.InplaceAdd((0, 2))(a, v), T(xi), T(vi))
each("inplaceadd_int", lambda a, v: P.InplaceAdd(1)(a, v), T(xi), T(vi[:1]))
each("inplaceadd_repeat", lambda a, v: P.InplaceAdd((1, 1))(a, v), T(xi), T(vi))
each("inplacesub_tuple", lambda a, v: P.InplaceSub((3, 0))(a, v), T(xi), T(vi))
each("inplacesub_int32", lambda a, v: P.InplaceSub((0,))(a, v), T(xi.astype(np.int32)), T(vi[:1].astype(np.int32)))
each("inplaceadd_fp16", lambda a, v: P.InplaceAdd((0,))(a, v), T(xi.astype(np.float16)), T(vi[:1].astype(np.float16)))
each("inplaceadd_oob", lambda a, v: P.InplaceAdd((4,))(a, v), T(xi), T(vi[:1]))
each("inplaceadd_badlen", lambda a, v: P.InplaceAdd((0, 1, 2))(a, v), T(xi), T(vi))
each("inplaceadd_dtype_mismatch", lambda a, v: P.InplaceAdd((0,))(a, v), T(xi), T(vi[:1].astype(np.float16)))
each("inplaceadd_grad", lambda a, v: ops.grad(lambda p, q: (P.InplaceAdd((0, 2))(p, q) * 2).sum(), (0, 1))(a, v),
     T(xi), T(vi))
each("inplacesub_grad", lambda a, v: ops.grad(lambda p, q: (P.InplaceSub((1, 1))(p, q) * 3).sum(), (0, 1))(a, v),
     T(xi), T(vi))
each("inplaceadd_1d", lambda a, v: P.InplaceAdd((0, 2))(a, v), T(np.arange(4, dtype=np.float32)),
     T(np.array([10., 20.], np.float32)))

# slice / floor / abs / trig / compare
xs = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
each("slice_basic", lambda a: P.Slice()(a, (0, 1, 1), (2, 2, 2)), T(xs))
each("slice_minus1", lambda a: P.Slice()(a, (1, 0, 2), (-1, -1, -1)), T(xs))
each("slice_zero", lambda a: P.Slice()(a, (0, 0, 0), (0, 2, 2)), T(xs))
each("slice_oob", lambda a: P.Slice()(a, (0, 2, 0), (1, 2, 1)), T(xs))
each("slice_grad", lambda a: ops.grad(lambda p: (P.Slice()(p, (0, 1, 1), (1, 2, 2)) ** 2).sum())(a), T(xs))
each("slice_int", lambda a: P.Slice()(a, (1,), (2,)), T(np.array([1, 2, 3, 4], np.int8)))
each("floor_int", lambda a: P.Floor()(a), T(np.array([1, 2], np.int32)))
each("floor_fp16", lambda a: P.Floor()(a), T(np.array([-1.5, 2.5], np.float16)))
each("floor_grad", lambda a: ops.grad(lambda p: P.Floor()(p).sum())(a), T(np.array([-1.5, 2.5], np.float32)))
each("abs_grad_zero", lambda a: ops.grad(lambda p: P.Abs()(p).sum())(a), T(np.array([-1., 0., 2.], np.float32)))
each("abs_int8_min", lambda a: P.Abs()(a), T(np.array([-128, 5], np.int8)))
each("abs_bool", lambda a: P.Abs()(a), T(np.array([True, False])))
each("abs_uint8", lambda a: P.Abs()(a), T(np.array([200, 5], np.uint8)))
each("sin_int", lambda a: P.Sin()(a), T(np.array([1, 2], np.int32)))
each("cos_fp64_grad", lambda a: ops.grad(lambda p: P.Cos()(p).sum())(a), T(np.array([0.5, 1.], np.float64)))
each("sin_fp16_grad", lambda a: ops.grad(lambda p: P.Sin()(p).sum())(a), T(np.array([0.5, 1.], np.float16)))
each("equal_int_float", lambda a, b: P.Equal()(a, b), T(np.array([1, 2], np.int32)), T(np.array([1., 2.5], np.float32)))
each("equal_scalar", lambda a: P.Equal()(a, 2), T(np.array([1, 2], np.int32)))
each("equal_bool", lambda a, b: P.Equal()(a, b), T(np.array([True, False])), T(np.array([True, True])))
each("greater_uint8_int8", lambda a, b: P.Greater()(a, b), T(np.array([200, 1], np.uint8)), T(np.array([-1, 2], np.int8)))
each("greaterequal_nan", lambda a, b: P.GreaterEqual()(a, b), T(np.array([np.nan, 1.], np.float32)), T(np.array([1., 1.], np.float32)))
each("less_0d_scalar", lambda a: P.Less()(a, 2.5), T(np.int64(2)))
each("less_bcast", lambda a, b: P.Less()(a, b), T(np.zeros((2, 1), np.float16)), T(np.array([-1., 1.], np.float16)))
each("greater_grad", lambda a, b: ops.grad(lambda p, q: (P.Greater()(p, q).astype(ms.float32) * p).sum(), (0, 1))(a, b),
     T(np.array([1., 3.], np.float32)), T(np.array([2., 2.], np.float32)))
each("dropout_keep1", lambda a: P.Dropout(keep_prob=1.0)(a), T(np.array([1., 2.], np.float32)))
each("dropout_keep1_grad", lambda a: ops.grad(lambda p: P.Dropout(keep_prob=1.0)(p)[0].sum())(a), T(np.array([1., 2.], np.float32)))
each("dropout_keep0", lambda a: P.Dropout(keep_prob=0.0)(a), T(np.array([1., 2.], np.float32)))
each("dropout_int", lambda a: P.Dropout(keep_prob=0.5)(a), T(np.array([1, 2], np.int32)))

# calculation: mixed Python scalars and Tensors
def calc1(a, b):
    return a + b / 2, a - b * 3, (a - b) / (a + b), a * b - a / b


each("calc_int_int", calc1, 3, 4)
each("calc_float_int", calc1, 3.5, 4)
each("calc_bool", calc1, True, 2)
each("calc_tensor_int", calc1, T(np.array([3, 5], np.int32)), 2)
each("calc_int_tensor", calc1, 2, T(np.array([3, 5], np.int32)))
each("calc_tensor_tensor_i", calc1, T(np.array([3, 5], np.int32)), T(np.array([1, 2], np.int32)))
each("calc_fp16_float", calc1, T(np.array([3, 5], np.float16)), 2.5)
each("calc_0d_int_bool", calc1, T(np.int32(3)), True)
each("calc_uint8_int", calc1, T(np.array([3, 250], np.uint8)), 10)
each("calc_div_zero_int", lambda a, b: a / b, T(np.array([3, 0, -3], np.int32)), T(np.array([0, 0, 0], np.int32)))
each("calc_mod_int", lambda a, b: (a % b, a // b), T(np.array([7, -7, 7], np.int32)), T(np.array([3, 3, -3], np.int32)))
each("calc_pow_int_neg", lambda a: a ** -1, T(np.array([2, 4], np.int32)))
each("calc_pow_float", lambda a: (a ** 0.5, 2 ** a), T(np.array([4, 9], np.int32)))
each("calc_rsub_bool", lambda a: 1 - a, T(np.array([True, False])))
each("calc_neg_bool", lambda a: -a, T(np.array([True, False])))
each("calc_grad_mix", lambda a, b: ops.grad(lambda p, q: ((p + q / 2) * (p - q * 3) / (p * q)).sum(), (0, 1))(a, b),
     T(np.array([3., 5.], np.float32)), T(np.array([1., 2.], np.float32)))
each("calc_scalar_result_types", lambda a, b: (a * b, a / b, a // b, a % b, a ** b, -a, +b), 7, 2)
each("calc_float_result_types", lambda a, b: (a * b, a / b, a // b, a % b, a ** b), 7.5, -2)
each("calc_int_div_zero", lambda a, b: a / b, 1, 0)
each("calc_int_floordiv_zero", lambda a, b: a // b, 1, 0)
