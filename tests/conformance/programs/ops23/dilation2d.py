"""ops.Dilation2D (h-ops23, session 23): the constructor checks pad_mode / data_format / stride / dilation; in
MindSpore 2.10 on CPU every call is a RuntimeError (the primitive's pad_mode attribute fails to convert:
"Cast failed, original value: VALID, type: StringImm"), in both modes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self, **kw):
        super().__init__()
        self.op = ops.Dilation2D(**kw)

    def construct(self, x, f):
        return self.op(x, f)


x = Tensor(np.arange(75, dtype=np.float32).reshape(1, 3, 5, 5))
f = Tensor(np.ones((3, 2, 2), np.float32))
emit_error("call valid", lambda: Net(stride=1, dilation=1, pad_mode='VALID')(x, f))
emit_error("call same default", lambda: Net(stride=1, dilation=1)(x, f))
emit_error("call same lower", lambda: Net(stride=(1, 1, 2, 2), dilation=(1, 1, 1, 1), pad_mode='same')(x, f))
emit_error("bad pad_mode", lambda: ops.Dilation2D(stride=1, dilation=1, pad_mode='foo'))
emit_error("nhwc", lambda: ops.Dilation2D(stride=1, dilation=1, data_format='NHWC'))
emit_error("bad data_format", lambda: ops.Dilation2D(stride=1, dilation=1, data_format='NCW'))
emit_error("stride 3 values", lambda: ops.Dilation2D(stride=(1, 1, 1), dilation=1))
emit_error("stride float", lambda: ops.Dilation2D(stride=1.5, dilation=1))
emit_error("stride 0", lambda: ops.Dilation2D(stride=0, dilation=1))
emit_error("dilation 4 bad lead", lambda: ops.Dilation2D(stride=1, dilation=(2, 1, 1, 1)))
emit_error("stride 4 bad lead", lambda: ops.Dilation2D(stride=(2, 1, 1, 1), dilation=1))
emit_error("dilation 2", lambda: ops.Dilation2D(stride=1, dilation=(2, 2)).dilation)
emit_error("stride attr", lambda: ops.Dilation2D(stride=2, dilation=1).stride)
emit_error("pad attr", lambda: ops.Dilation2D(stride=2, dilation=1, pad_mode='valid').pad_mode)
