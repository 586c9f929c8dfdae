"""mindspore.device_context (st test_mint_pixel_shuffle, test_ops_concat...: threads_num before the test), the
runtime_num_threads context key (st test_ops_divs, test_mint_gelu...), mint.nn.functional.pixel_shuffle."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn
from mindspore.device_context.cpu.op_tuning import threads_num
from _conf import emit, emit_error

MODES = ("pynative",)   # process settings: one record is enough


class Shuffle(nn.Cell):
    def construct(self, x):
        return mint.nn.functional.pixel_shuffle(x, 2)


emit_error("threads_num_zero", threads_num, 0)
emit_error("threads_num_float", threads_num, 1.0)
emit("threads_num", threads_num(2))
emit("runtime_num_threads_after", ms.get_context("runtime_num_threads"))
emit_error("threads_num_again", threads_num, 3)
emit("cpu", (ms.device_context.cpu.is_available(), ms.device_context.cpu.device_count()))
emit("available", (ms.device_context.gpu.is_available(), ms.device_context.ascend.is_available()))
emit_error("gpu_count", ms.device_context.gpu.device_count)
emit_error("ascend_count", ms.device_context.ascend.device_count)
emit("ascend_precision_ignored", ms.device_context.ascend.op_precision.precision_mode("force_fp32"))
emit_error("runtime_num_threads_negative", ms.set_context, runtime_num_threads=-1)
emit_error("runtime_num_threads_float", ms.set_context, runtime_num_threads=1.5)
ms.set_context(runtime_num_threads=4)
emit("runtime_num_threads", ms.get_context("runtime_num_threads"))
x = Tensor(np.arange(32, dtype=np.float32).reshape(1, 8, 2, 2))
emit("pixel_shuffle", mint.nn.functional.pixel_shuffle(x, 2))
ms.set_context(mode=ms.GRAPH_MODE)
emit("pixel_shuffle_graph", Shuffle()(x))
emit("pixel_shuffle_grad", ms.grad(Shuffle())(x))
