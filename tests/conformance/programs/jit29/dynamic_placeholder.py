"""graph_jit_sweep (jit29): a dynamic-shape placeholder ``Tensor(shape=[None, 3], dtype=...)`` reports its
dynamic dims as -1 (``shape=None`` and ``shape=[-2]``: a dynamic rank, (-2,)), also through ``Cell.get_inputs``
after ``set_inputs`` (msgraph reported 0); without a dtype it is MindSpore's ValueError."""
import numpy as np
import mindspore as ms
from mindspore import nn
from _conf import emit, emit_error


emit("none_dim", ms.Tensor(shape=[None, 3], dtype=ms.float32).shape)
emit("minus_one_dim", ms.Tensor(shape=[-1, 3], dtype=ms.float32).shape)
emit("dynamic_rank_none", ms.Tensor(shape=None, dtype=ms.float32).shape)
emit("dynamic_rank_minus_two", ms.Tensor(shape=[-2], dtype=ms.int32).shape)
emit("ndim_size", (ms.Tensor(shape=[None, 3], dtype=ms.float32).ndim, ms.Tensor(shape=[None, 3], dtype=ms.float32).size))
emit_error("no_dtype", lambda: ms.Tensor(shape=[None, 3]))


class Net(nn.Cell):
    def construct(self, x):
        return x.sum(axis=0), x.shape


net = Net()
net.set_inputs(ms.Tensor(shape=[None, 3], dtype=ms.float32))
emit("get_inputs", [t.shape for t in net.get_inputs()])
emit("call_2x3", net(ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))))
emit("call_4x3", net(ms.Tensor(np.arange(12, dtype=np.float32).reshape(4, 3))))
