"""ExtractGlimpse (tests/st/ops/gpu/test_extract_glimpse_op.py): TensorFlow's window placement for centered /
normalized offsets (truncated to whole pixels), zero noise outside the image, the window size from a Tensor."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
import mindspore.ops.operations.image_ops as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, centered, normalized, uniform_noise, noise):
        super().__init__()
        self.op = P.ExtractGlimpse(centered=centered, normalized=normalized, uniform_noise=uniform_noise, noise=noise)

    def construct(self, x, size, offsets):
        return self.op(x, size, offsets)


x = Tensor(np.arange(2 * 4 * 5 * 2, dtype=np.float32).reshape(2, 4, 5, 2))
size = Tensor((3, 2), ms.int32)
offsets = Tensor([[1, 1], [2.7, -0.6]], ms.float32)
noff = Tensor([[0.3, -0.4], [-0.9, 0.8]], ms.float32)
for centered in (False, True):
    emit(f"pixels_centered_{centered}", Net(centered, False, False, "zero")(x, size, offsets))
    emit(f"normalized_centered_{centered}", Net(centered, True, False, "zero")(x, size, noff))
emit("inside_uniform", Net(False, False, True, "uniform")(x, Tensor((2, 2), ms.int32), Tensor([[1, 1], [2, 3]], ms.float32)))
emit_error("bad_noise", lambda: Net(False, False, False, "blue")(x, size, offsets))
