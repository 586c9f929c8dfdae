"""``ops.fftfreq(int(n), float(d))`` / ``ops.rfftfreq`` in Graph mode with n and d known only when the graph runs
(``int(t)`` / ``float(t)`` of Tensor arguments inside a Cell, as st TEST_OP passes numbers; jit_syntax_level=STRICT as
MindSpore's st tests set).  MindSpore 2.10 computes them, the output's length following n (measured); msgraph raised
DTypeError 'Failed calling RFFTFreq with "RFFTFreq()(n=Tensor, d=Tensor, ...)"' (st ops/test_ops_fftfreq.py and
test_ops_rfftfreq.py test_ops_*_forward_dynamic with the mode flipped: fftfreq left by flip47o, fixed by flip48)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _conf import emit

ms.set_context(jit_syntax_level=ms.STRICT)
MODES = ("graph",)


class Freq(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, n, d):
        return self.fn(int(n), float(d))


for name, fn in (("fftfreq", ops.fftfreq), ("rfftfreq", ops.rfftfreq)):
    net = Freq(fn)
    emit(f"{name}_4_1", net(Tensor(4), Tensor(1.0)))
    emit(f"{name}_7_3.3", net(Tensor(7), Tensor(3.3)))
