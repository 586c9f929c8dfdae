"""A vector whose last printed row is full: MindSpore 2.10 puts the closing bracket on a line of its own.

MindSpore wraps an unsummarized vector (up to 1000 elements) after 12 floats / bools or 24 integers / complex /
bfloat16 values.  When the element count is a multiple of that row length the text ends ``...last\\n ]`` (repr,
``print`` of a tuple / list holding the Tensor, ``ops.print_`` and graph-mode ``print`` / ``ops.Print`` alike);
msgraph ended it ``...last]`` on the row's line.  Counts one short and one over keep the bracket on the row.
(Measured by the session 49 printed-output comparison, tests/conformance/tools/pr49_sweep.)"""
import sys
import time

import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_stdout


def flushed(fn):
    def run():
        r = fn()
        sys.stdout.flush()
        time.sleep(0.5)
        return r
    return run


class Show(nn.Cell):
    def construct(self, x, y):
        ops.Print()("op", x)
        print("fn", y)
        return x


CASES = [
    ("f32_12", np.arange(12, dtype=np.float32)),
    ("f32_24", np.arange(24, dtype=np.float32) / 4),
    ("f32_13", np.arange(13, dtype=np.float32)),
    ("f16_12", np.arange(12, dtype=np.float16)),
    ("f64_36", np.arange(36, dtype=np.float64) - 7),
    ("bool_12", np.arange(12) % 3 == 0),
    ("i32_24", np.arange(24, dtype=np.int32)),
    ("i64_48", np.arange(48, dtype=np.int64) * 3),
    ("i8_23", np.arange(23, dtype=np.int8)),
    ("u8_24", np.arange(24, dtype=np.uint8)),
    ("c64_24", (np.arange(24) + 1j).astype(np.complex64)),
    ("f32_600", np.arange(600, dtype=np.float32)),
]

for label, a in CASES:
    t = Tensor(a)
    emit(f"repr/{label}", repr(t))
    emit_stdout(f"print_tuple/{label}", lambda t=t: print((t, 1)))
    emit_stdout(f"print_/{label}", flushed(lambda t=t: ops.print_(t)))
    emit_stdout(f"cell/{label}", flushed(lambda t=t: Show()(t, t)))

bf = Tensor(np.arange(24, dtype=np.float32), ms.bfloat16)
emit("repr/bf16_24", repr(bf))
