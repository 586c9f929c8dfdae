"""tests/ut/python/ops/test_fake_quant_param.py adapted: ``ops.operations._quant_ops.FakeQuantParam`` (also
``ops.operations.FakeQuantParam``) and ``FakeQuantParam.linear_quant_param``: the quantization parameters as
attributes (``quant_dtype`` is the QuantDtype's value), MindSpore's TypeErrors for wrong scale / zero point types,
and a network holding one exports to MINDIR and loads back.  msgraph had no ``_quant_ops`` module.  (Running the
op is a kernel-selection RuntimeError on MindSpore's CPU; msgraph passes the input through, as its documentation
says the op does.)"""
import os
import shutil
import tempfile
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
import mindspore.ops.operations as P
from mindspore.ops.operations import _quant_ops as Q
from _conf import emit, emit_error

MODES = ("pynative",)
INT8 = ms.common.dtype.QuantDtype.INT8

op = Q.FakeQuantParam.linear_quant_param(INT8, 0.1, 1)
emit("same_class", P.FakeQuantParam is Q.FakeQuantParam)
emit("repr", repr(op))
emit("attrs", [op.quant_dtype, op.quant_algo_name, op.is_per_channel, op.linear_quant_scale,
               op.linear_quant_zero_point])
emit("per_channel_repr", repr(Q.FakeQuantParam.linear_quant_param(ms.common.dtype.QuantDtype.UINT4, [0.1, 0.2],
                                                                  (1, 2), True, foo="x")))
emit("direct_repr", repr(Q.FakeQuantParam(INT8, "my_algo", False, step=2)))
emit_error("scale_int", Q.FakeQuantParam.linear_quant_param, INT8, 1, 1)
emit_error("zero_point_float", Q.FakeQuantParam.linear_quant_param, INT8, 0.1, 1.5)
emit_error("per_channel_int", Q.FakeQuantParam.linear_quant_param, INT8, 0.1, 1, 1)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ops = Q.FakeQuantParam.linear_quant_param(INT8, 0.1, 1)

    def construct(self, x):
        return self.ops(x)


root = tempfile.mkdtemp()
path = os.path.join(root, "fake_quant_param")
ms.export(Net(), Tensor(np.ones([1, 1, 4, 4]), ms.float32), file_name=path, file_format="MINDIR")
emit("exported", os.path.exists(path + ".mindir"))
emit("loaded", type(nn.GraphCell(ms.load(path + ".mindir"))).__name__)
shutil.rmtree(root, ignore_errors=True)
