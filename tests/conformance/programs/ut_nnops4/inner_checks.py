"""_inner_ops.SameTypeShape / IsSubClass and the deprecated DepthwiseConv2dNative (tests/ut/python/ops
test_array_ops_check.py, test_nn_ops_check.py): results and MindSpore's error classes (DepthwiseConv2dNative has
no CPU kernel: its call raises RuntimeError after the input checks)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from mindspore.common import dtype as mstype
from mindspore.ops.operations import _inner_ops as inner
from _conf import emit, emit_error

t = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))
emit("same_type_shape", inner.SameTypeShape()(t, Tensor(np.zeros((3, 4), np.float32))))
emit_error("same_type_shape_scalar", lambda: inner.SameTypeShape()(5.0, t))
emit_error("same_type_shape_dtype", lambda: inner.SameTypeShape()(t, Tensor(np.ones((3, 4), np.int32))))
emit_error("same_type_shape_shape", lambda: inner.SameTypeShape()(t, Tensor(np.ones((3, 3), np.float32))))
emit("is_subclass", (inner.IsSubClass()(mstype.int32, mstype.number), inner.IsSubClass()(mstype.float32, mstype.float32)))
emit_error("is_subclass_none", lambda: inner.IsSubClass()(None, mstype.number))
dw = ops.operations.DepthwiseConv2dNative
emit_error("dw_multiplier", lambda: dw(0, 3))
emit_error("dw_mode", lambda: dw(1, 3, 2))
emit_error("dw_pad", lambda: dw(1, 3, 3, "valid", 1))
emit_error("dw_stride", lambda: dw(1, (3, 4), 3, "valid", 0, (1, 2)))
emit_error("dw_scalar", lambda: dw(2, (5, 5))(5.0, 5.0))
emit_error("dw_bool", lambda: dw(2, (5, 5))(Tensor(np.ones([5], np.bool_)), Tensor(np.ones([5], np.bool_))))
emit_error("dw_dtypes", lambda: dw(2, (5, 5))(Tensor(np.ones([5], np.float32)), Tensor(np.ones([5], np.float16))))
emit_error("dw_rank", lambda: dw(2, (5, 5))(Tensor(np.ones([1, 1], np.float32)), Tensor(np.ones([1, 1, 9, 9], np.float32))))
emit_error("dw_channels", lambda: dw(2, (5, 5))(Tensor(np.ones([1, 1, 9, 9], np.float32)),
                                                Tensor(np.ones([1, 2, 9, 9], np.float32))))
emit_error("dw_cpu", lambda: dw(1, 3)(Tensor(np.ones([1, 2, 5, 5], np.float32)), Tensor(np.ones([1, 2, 3, 3], np.float32))))
