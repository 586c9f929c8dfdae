"""Adapted from tests/st/ops/cpu/test_select_op.py, test_maskedfill_op.py, test_masked_select_op.py,
test_cum_minmax_op.py, test_cumsum_op.py, test_bitwise_op.py, test_sign_op.py, test_pow_op.py, test_lerp_op.py."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error

c = Tensor(np.array([[True, False, True], [False, False, True]]))
a = Tensor(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], np.float32))
b = Tensor(np.array([[-1.0, -2.0, -3.0], [-4.0, -5.0, -6.0]], np.float32))
emit("select", P.Select()(c, a, b))
emit("select_int", P.Select()(c, Tensor(np.array([[1, 2, 3], [4, 5, 6]], np.int32)),
                              Tensor(np.zeros((2, 3), np.int32))))
emit("select_fn_scalar", ops.select(c, a, 0.5))
emit("masked_fill", P.MaskedFill()(a, c, Tensor(9.5, ms.float32)))
emit("masked_fill_bcast", ops.masked_fill(a, Tensor(np.array([False, True, False])), 0.0))
emit("masked_fill_int", ops.masked_fill(Tensor(np.array([1, 2, 3], np.int32)), Tensor(np.array([True, False, True])),
                                        Tensor(-7, ms.int32)))
emit("masked_select", P.MaskedSelect()(a, c))
emit("masked_select_bcast", ops.masked_select(a, Tensor(np.array([True, False, True]))))

cm = Tensor(np.array([[3.0, 1.0, 4.0, 1.0, 5.0], [2.0, np.nan, 1.0, 7.0, 0.0]], np.float32))
emit("cummax", ops.cummax(cm, 1))
emit("cummin", ops.cummin(cm, axis=-1))
emit("cummax_int_axis0", ops.cummax(Tensor(np.array([[1, 5], [3, 2], [3, 9]], np.int32)), 0))
emit("cumsum_exclusive_reverse", P.CumSum(exclusive=True, reverse=True)(a, 1))
emit("cumsum_int8", P.CumSum()(Tensor(np.array([100, 100, -50], np.int8)), 0))
emit("cumprod_exclusive", P.CumProd(exclusive=True)(a, 0))
emit("cumsum_fn_dtype", ops.cumsum(Tensor(np.array([1, 2, 3], np.int32)), 0, dtype=ms.float32))

i1 = Tensor(np.array([0, 1, -1, 7, -128, 127], np.int8))
i2 = Tensor(np.array([1, 3, 5, -2, 127, -128], np.int8))
emit("bitwise_and", P.BitwiseAnd()(i1, i2))
emit("bitwise_or", P.BitwiseOr()(i1, i2))
emit("bitwise_xor", P.BitwiseXor()(i1, i2))
emit("bitwise_uint16", ops.bitwise_and(Tensor(np.array([65535, 256], np.uint16)), Tensor(np.array([255, 511], np.uint16))))
emit("bitwise_bool", ops.bitwise_xor(Tensor(np.array([True, False])), Tensor(np.array([True, True]))))
emit("invert", ops.invert(Tensor(np.array([0, 1, -3], np.int16))))

emit("sign_float", P.Sign()(Tensor(np.array([-2.5, -0.0, 0.0, 3.0, np.nan], np.float32))))
emit("sign_int", ops.sign(Tensor(np.array([-7, 0, 9], np.int32))))
emit("pow_int", P.Pow()(Tensor(np.array([2, -3, 5, 0], np.int32)), Tensor(np.array([3, 3, 0, 2], np.int32))))
emit("pow_neg_base_frac", P.Pow()(Tensor(np.array([-8.0, 4.0, 0.0], np.float32)), 0.5))
emit("pow_scalar_exp_int", ops.pow(Tensor(np.array([1.5, 2.0], np.float32)), 2))
emit("pow_float16", P.Pow()(Tensor(np.array([1.5, 300.0], np.float16)), Tensor(np.array([2.0, 2.0], np.float16))))
emit("lerp_scalar", P.Lerp()(a, b, 0.25))
emit("lerp_tensor_weight", ops.lerp(a, b, Tensor(np.array([0.0, 0.5, 1.0], np.float32))))
emit("square", P.Square()(Tensor(np.array([-3, 4], np.int32))))
emit("squared_difference", P.SquaredDifference()(a, b))
emit("sqrt_neg", P.Sqrt()(Tensor(np.array([4.0, -1.0, 0.0], np.float32))))
emit("abs_int8_min", P.Abs()(Tensor(np.array([-128, -1, 5], np.int8))))
emit("neg_int8", P.Neg()(Tensor(np.array([1, 0, -128, 127], np.int8))))
