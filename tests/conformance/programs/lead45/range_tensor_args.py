"""ops.range reads Tensor arguments as numbers, as MindSpore 2.10 does: one-element Tensors of any rank work, a
Tensor of several elements is its ValueError "Can only convert tensor with one element to number" (st ops/gpu
test_range_op; msgraph raised TypeError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit, emit_error

i32 = ms.int32
emit("one-element Tensors", ops.range(Tensor(0, i32), Tensor(10, i32), Tensor(4, i32)))
emit("1-d one-element start", ops.range(Tensor([1], i32), Tensor(10, i32), Tensor(3, i32)))
emit("float Tensors", ops.range(Tensor(0.5, ms.float32), Tensor(2.0, ms.float32), Tensor(0.5, ms.float32)))
emit_error("two-element start", lambda: ops.range(Tensor([0, 1], i32), Tensor(10, i32), Tensor(4, i32)))
emit_error("two-element step", lambda: ops.range(Tensor(0, i32), Tensor(10, i32), Tensor([4, 2], i32)))
emit_error("empty end", lambda: ops.range(Tensor(0, i32), Tensor(np.zeros(0, np.int32)), Tensor(1, i32)))
