# context print_file_path is Ascend-only: on CPU MindSpore 2.10 warns and ignores it (get_context gives '');
# a wrong type is its TypeError. Print still writes to stdout.
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, context
from _conf import emit, emit_error, emit_stdout

emit("default", context.get_context("print_file_path"))
context.set_context(print_file_path="/tmp/msgraph_conformance_print.data")
emit("after_set", context.get_context("print_file_path"))
emit_error("wrong_type", lambda: context.set_context(print_file_path=3))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.print = ops.Print()

    def construct(self, x):
        self.print("x:", x)
        return x + 1


emit_stdout("printed", lambda: Net()(Tensor(np.array([1.0, 2.0], np.float32))))
