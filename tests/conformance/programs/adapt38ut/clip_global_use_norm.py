"""ops.clip_by_global_norm's use_norm (ut ops/test_clip_func.py, adapted): MindSpore 2.10 accepts only None (a
ValueError for a given norm, in both modes; msgraph scaled by it silently); without it, the tuple and one-Tensor forms."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error

x = Tensor(np.array([[0.5, -1.0, 2.0], [1.5, 0.0, -0.5]], np.float32))
t = Tensor(np.array([[1.0, -0.5, 1.0], [1.0, 0.5, 0.0]], np.float32))


class Clip(nn.Cell):
    def construct(self, a, b):
        return ops.clip_by_global_norm((a, b), 1.0)


emit_error("use_norm_tensor", lambda: ops.clip_by_global_norm((x, t), 1.0, Tensor(np.array(10.0, np.float32))))
emit_error("use_norm_float", lambda: ops.clip_by_global_norm((x, t), 1.0, 10.0))
emit_error("use_norm_single", lambda: ops.clip_by_global_norm(x, 1.0, Tensor(np.array(10.0, np.float32))))
emit("tuple", ops.clip_by_global_norm((x, t), 1.0))
emit("tuple_big", ops.clip_by_global_norm((x, t), 100.0))
emit("cell", Clip()(x, t))
