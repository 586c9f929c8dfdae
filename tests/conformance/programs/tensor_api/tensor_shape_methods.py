"""Shape methods: reshape/view/flatten/squeeze/expand_dims/transpose/permute/swapaxes (PyNative and construct)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

t = Tensor(np.arange(6, dtype=np.float32).reshape(1, 2, 3))
emit("reshape_tuple", t.reshape((3, 2)))
emit("reshape_args", t.reshape(3, -1))
emit("view", t.view(6))
emit("flatten", t.flatten())
emit("squeeze", t.squeeze().shape)
emit("squeeze_axis", t.squeeze(0).shape)
emit("expand_dims", t.expand_dims(1).shape)
emit("unsqueeze", t.unsqueeze(0).shape)
emit("transpose_args", t.transpose(2, 0, 1).shape)
emit("transpose_none", t.transpose().shape)
emit("permute", t.permute(1, 2, 0).shape)
emit("swapaxes", t.swapaxes(0, 2).shape)
emit("ravel", t.ravel().shape)
emit_error("reshape_bad", lambda: t.reshape(4, 2))


class Net(nn.Cell):
    def construct(self, x):
        return x.reshape(3, 2), x.view(2, 3), x.flatten(), x.squeeze(0), x.transpose(2, 1, 0), x.expand_dims(0).shape


emit("in_construct", Net()(t)[:5])
emit("in_construct_shape", Net()(t)[5])
