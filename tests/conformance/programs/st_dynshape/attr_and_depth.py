"""ReverseV2's axis checked when the primitive is made (tests/st/dynamic_shape/test_reverse_v2.py), OneHot
with a 0-d int Tensor depth (tests/st/dynamic_shape/test_onehot.py), BiasAdd refusing a bias of another dtype
(tests/st/dynamic_shape/test_ops_bias_add.py)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit, emit_error

x = Tensor(np.arange(6).reshape(2, 3))
emit_error("reverse_v2_float_axis", lambda: ops.ReverseV2(0.1))
emit_error("reverse_v2_int_axis", lambda: ops.ReverseV2(1))
emit("reverse_v2_list_axis", ops.ReverseV2([0, 1])(x))
i = Tensor(np.array([0, 2, 1], np.int32))
emit("one_hot_tensor_depth", ops.OneHot()(i, Tensor(3, ms.int32), Tensor(1.0, ms.float32), Tensor(0.0, ms.float32)))
emit("one_hot_tensor_depth_axis0", ops.OneHot(0)(i, Tensor(np.array(4, np.int64)), Tensor(2, ms.int32),
                                                  Tensor(0, ms.int32)))
emit_error("bias_add_dtype_mismatch", lambda: ops.BiasAdd()(Tensor(np.ones((2, 3, 4), np.float32)),
                                                           Tensor(np.array([3, 5, 7], np.float16))).asnumpy())
emit("bias_add_same_dtype", ops.BiasAdd()(Tensor(np.ones((2, 3, 2), np.float32)), Tensor(np.array([3, 5, 7], np.float32))))
