"""nn.LSTM on float16 inputs (session 33, adapt33n).  Without seq_length MindSpore 2.10 runs each layer as its CPU
LSTM primitive: the weights and the summed bias ``b_ih + b_hh`` (added in the parameters' dtype) rounded to
float16, the recurrence computed in float32, each layer's output (and h_n, c_n) rounded to float16 once.  msgraph had
computed every op in float16 (several float16 ulps off: 0.5503 for 0.5493).  Compared to 1e-3: one float16 ulp
is left here and there (oneDNN's own exp / tanh).  With seq_length MindSpore composes the cell of float16 ops
(not matched exactly either, left)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit


def det(cell):
    for i, (n, p) in enumerate(cell.parameters_and_names()):
        v = np.sin(np.arange(p.size) * 0.37 + i) * 0.6
        p.set_data(Tensor(v.reshape(p.shape).astype(ms.dtype_to_nptype(p.dtype))))
    return cell


def x_(shape, s=0.3):
    return Tensor((np.cos(np.arange(int(np.prod(shape))) * s) * 1.7).reshape(shape).astype(np.float16))


x = x_((6, 2, 3))
for tag, kw in (("basic", {}), ("2layers", {"num_layers": 2}), ("bidir", {"bidirectional": True}),
                ("nobias", {"has_bias": False}), ("2layers_bidir", {"num_layers": 2, "bidirectional": True}),
                ("batch_first", {"batch_first": True})):
    for cd in (ms.float16, ms.float32):
        net = det(nn.LSTM(3, 5, dtype=cd, **kw))
        emit("%s_%s" % (tag, cd), net(x), rtol=1e-3, atol=1e-5)
h = x_((1, 2, 5), 0.5)
c = x_((1, 2, 5), 0.7)
emit("hx", det(nn.LSTM(3, 5))(x, (h, c)), rtol=1e-3, atol=1e-5)
