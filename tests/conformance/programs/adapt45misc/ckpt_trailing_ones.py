"""load_param_into_net with a checkpoint value that has extra trailing size-1 axes (adapt45misc, from st
export_and_load/test_save_load_checkpoint.py's load forms).  MindSpore 2.10 checks only that the extra axes are 1
(its GE case, (12, 2048, 1, 1) for (12, 2048)), reshapes the value to the net's shape -- numpy's ValueError where the
sizes differ -- and then sets the Parameter to the checkpoint's value as it was: the net's Parameter takes the
checkpoint's shape ((2,) -> (2, 1), () -> (1,)) and the net's output broadcasts with it, in both modes.  msgraph
reshaped to the net's shape (SILENT: other output shapes) and raised RuntimeError where the sizes differ."""
import os
import tempfile

import numpy as np
import mindspore as ms
from mindspore import Parameter, Tensor, nn
from _conf import emit, emit_error


class Mul(nn.Cell):
    def __init__(self, shape, dt):
        super().__init__()
        self.w = Parameter(Tensor(np.ones(shape), dt), name="w")

    def construct(self, x):
        return x * self.w


CASES = {"0d_from_1": ((), (1,), ms.float32, ms.float32),
         "vec_from_vec1": ((2,), (2, 1), ms.float32, ms.float32),
         "vec_from_vec1_f16": ((2,), (2, 1), ms.float32, ms.float16),
         "mat_from_mat11": ((2, 3), (2, 3, 1, 1), ms.float32, ms.float32),
         "0d_i32_from_11_i64": ((), (1, 1), ms.int32, ms.int64),
         "vec2_from_31": ((2,), (3, 1), ms.float32, ms.float32),
         "m32_from_231": ((3, 2), (2, 3, 1), ms.float32, ms.float32),
         "vec1_from_0d": ((1,), (), ms.float32, ms.float32)}

for name, (pshape, nshape, pdt, ndt) in CASES.items():
    def run(pshape=pshape, nshape=nshape, pdt=pdt, ndt=ndt):
        net = Mul(pshape, pdt)
        v = Tensor(np.arange(int(np.prod(nshape))).reshape(nshape) + 2, ndt)
        not_loaded = ms.load_param_into_net(net, {"w": Parameter(v, name="w")})
        return not_loaded, net.w.value(), net(Tensor(np.ones((2,)), pdt))
    emit_error(name, run)


def through_file():
    d = tempfile.mkdtemp()
    f = os.path.join(d, "w.ckpt")
    ms.save_checkpoint([{"name": "w", "data": Tensor(np.array([[4.0], [5.0]], np.float32))}], f)
    net = Mul((2,), ms.float32)
    ms.load_checkpoint(f, net=net)
    return net.w.value(), net(Tensor(np.array([1.0, 2.0], np.float32)))


emit_error("load_checkpoint_net_kw", through_file)
