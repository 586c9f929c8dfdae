"""ops.Histogram (tests/st/ops/ascend/test_histogram_op.py) and ops.histc: float16 input counted into a float32
result, int32 stays int32, float64/int64/bool refused (TypeError), MindSpore's attribute checks."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore import dtype as mstype
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, bins, min_val, max_val):
        super().__init__()
        self.histogram = ops.Histogram(bins=bins, min=min_val, max=max_val)

    def construct(self, x):
        return self.histogram(x)


net = Net(4, 0.0, 3.0)
emit("int32", net(Tensor([1, 2, 1], mstype.int32)))
emit("float32_outside", net(Tensor([1., 2., 1., -1, 3, 5], mstype.float32)))
emit("float16", net(Tensor([1., 2., 1.], mstype.float16)))
emit("data_range", Net(3, 0.0, 0.0)(Tensor([1., 2., 5.], mstype.float32)))
emit("default_bins", ops.Histogram()(Tensor(np.arange(10, dtype=np.float32))))
emit("histc_float16", ops.histc(Tensor([1., 2., 1.], mstype.float16), 4, 0., 3.))
emit("histc_method_float16", Tensor([0.5, 2.5, 1.], mstype.float16).histc(4, 0., 3.))
emit_error("histc_float64", lambda: ops.histc(Tensor([1., 2.], mstype.float64), 4, 0., 3.))
emit_error("bins_zero", lambda: ops.Histogram(bins=0))
emit_error("min_gt_max", lambda: ops.Histogram(bins=2, min=3.0, max=1.0))
emit_error("bins_float", lambda: ops.Histogram(bins=2.0))
emit_error("min_int", lambda: ops.Histogram(min=1))
emit_error("bool_input", lambda: net(Tensor([True])))
emit_error("int64_input", lambda: net(Tensor([1], mstype.int64)))
