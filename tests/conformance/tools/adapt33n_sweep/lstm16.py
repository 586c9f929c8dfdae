import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _h import case
if os.environ.get("SWEEP_GRAPH") == "1":
    ms.set_context(mode=ms.GRAPH_MODE)

def det(cell):
    for i, (n, p) in enumerate(cell.parameters_and_names()):
        v = np.sin(np.arange(p.size) * 0.37 + i) * 0.6
        p.set_data(Tensor(v.reshape(p.shape).astype(ms.dtype_to_nptype(p.dtype))))
    return cell

def x_(shape, dt=np.float16, s=0.3):
    return Tensor((np.cos(np.arange(int(np.prod(shape))) * s) * 1.7).reshape(shape).astype(dt))

for cls in ("LSTM", "GRU", "RNN"):
    C = getattr(nn, cls)
    for kw in ({}, {"num_layers": 2}, {"bidirectional": True}, {"has_bias": False}, {"num_layers": 2, "bidirectional": True}):
        for cd in (ms.float16, ms.float32):
            def f(C=C, kw=kw, cd=cd):
                c = det(C(3, 5, dtype=cd, **kw))
                o = c(x_((6, 2, 3)))
                return o
            case("%s_%s_%s" % (cls, kw, cd), f)
    def s(C=C):
        c = det(C(3, 5, batch_first=True))
        h = x_((1, 2, 5), s=0.5)
        return c(x_((2, 6, 3)), (h, h) if C is nn.LSTM else h, Tensor(np.array([6, 4], np.int32)))
    case(cls + "_seqlen16", s)
    def hx(C=C):
        c = det(C(3, 5))
        h = x_((1, 2, 5), s=0.5)
        return c(x_((6, 2, 3)), (h, h) if C is nn.LSTM else h)
    case(cls + "_hx16", hx)
for cls in ("LSTMCell", "GRUCell", "RNNCell"):
    C = getattr(nn, cls)
    def cc(C=C):
        c = det(C(3, 5))
        h = x_((2, 5), s=0.5)
        return c(x_((2, 3)), (h, h) if C is nn.LSTMCell else h)
    case(cls + "_16", cc)
