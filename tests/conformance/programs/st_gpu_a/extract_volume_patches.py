"""ops.ExtractVolumePatches (tests/st/ops/gpu/test_extract_volume_patches_op.py): VALID / SAME windows of an
NCDHW volume (C fastest along the patch axis), dtypes, attribute and shape errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, *args):
        super().__init__()
        self.op = ops.ExtractVolumePatches(*args)

    def construct(self, x):
        return self.op(x)


x = Tensor(np.arange(2 * 2 * 3 * 3 * 4).reshape(2, 2, 3, 3, 4).astype(np.float32))
emit("valid", Net([1, 1, 2, 2, 2], [1, 1, 1, 2, 1], "VALID")(x))
emit("same", Net([1, 1, 2, 3, 2], [1, 1, 2, 2, 3], "SAME")(x))
emit("lower_valid", Net([1, 1, 2, 2, 2], [1, 1, 1, 1, 1], "valid")(x))
emit("same_int8", Net([1, 1, 3, 3, 3], [1, 1, 2, 2, 2], "SAME")(x.astype(ms.int8)))
emit("ones_f16_transposed", Net([1, 1, 2, 2, 2], [1, 1, 1, 1, 1], "VALID")(
    Tensor(np.ones([1, 1, 3, 3, 3], np.float16))).transpose(0, 2, 3, 4, 1))
emit_error("kernel_dim1", lambda: Net([1, 2, 2, 2, 2], [1, 1, 1, 1, 1], "VALID")(x))
emit_error("too_big", lambda: Net([1, 1, 4, 2, 2], [1, 1, 1, 1, 1], "VALID")(x))
emit_error("kernel_len4", lambda: Net([1, 1, 2, 2], [1, 1, 1, 1, 1], "VALID")(x))
emit_error("padding", lambda: Net([1, 1, 2, 2, 2], [1, 1, 1, 1, 1], "FULL")(x))
