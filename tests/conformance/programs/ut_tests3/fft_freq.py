"""ops.fftfreq / ops.rfftfreq (float32 unless dtype), in PyNative and inside a jit function."""
import mindspore as ms
from mindspore import ops, jit
from _conf import emit, emit_error


@jit
def freqs(n, d):
    return ops.fftfreq(n, d), ops.rfftfreq(n, d)


emit("fftfreq", [ops.fftfreq(5, 0.5), ops.fftfreq(4), ops.fftfreq(1)])
emit("rfftfreq", [ops.rfftfreq(6, 2.0), ops.rfftfreq(7), ops.rfftfreq(2, 0.1)])
emit("dtype", [ops.rfftfreq(7, dtype=ms.float64), ops.fftfreq(3, 2.0, ms.float16)])
emit("jit", freqs(6, 0.25))
