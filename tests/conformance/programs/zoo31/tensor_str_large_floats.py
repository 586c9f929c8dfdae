"""``str(Tensor)`` / ``print(Tensor)`` of float arrays whose values reach 1e3 (float16) or 1e6 (float32):
MindSpore 2.10 prints numpy 1.x's text, fixed-point up to 1e8 (``[1800.]``, ``[65504.]``, ``[1234567.]``,
0-d ``1800.0``).  Found printing the float16 gradients of the zoo's GoogLeNet under amp O2 (loss scale 1024);
msgraph printed numpy 2.3's text, scientific from 1e3 (float16) / 1e6 (float32) on (``[1.8e+03]``,
``[1.234567e+06]``).  The ratio rule (max/min > 1e3 -> scientific) is the same in both."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit_stdout

values = [[1800.0], [65504.0], [1000.0], [999.0], [1234.5], [1800.0, 1.0], [1234567.0], [1.5e6, 2.0e6],
          [99999.0], [1e7], [123456789.0], [3.0, 2048.0, 0.5], [-4096.0, 2048.0]]


def show():
    for dt in (np.float16, np.float32, np.float64):
        for v in values:
            a = np.array(v, np.float64)
            if dt is np.float16 and np.abs(a).max() > 65504:
                continue
            print(dt.__name__, v, Tensor(a.astype(dt)))
    print(Tensor(np.array([[1800.0, 2.0], [3.0, 4.0]], np.float16)))
    print(Tensor(np.array([[1.0e6, 2.0e6], [3.0e6, 4.0e6]], np.float32)))
    print(Tensor(np.array(1800.0, np.float16)), Tensor(np.array(1234567.0, np.float32)))
    print(str(Tensor(np.array([2048.0, 4096.0], np.float16))))


def conv_loss(x, w):
    return ops.conv2d(x, w).sum() * 300.0


def grads_fp16():
    # the float16 weight gradient of a convolution, printed (as a zoo training loop prints it)
    x = Tensor(np.full((1, 1, 4, 4), 2.0, np.float16))
    w = Tensor(np.full((1, 1, 3, 3), 1.0, np.float16))
    print(ms.grad(conv_loss, grad_position=1)(x, w))


emit_stdout("str", show)
emit_stdout("grads_fp16", grads_fp16)
