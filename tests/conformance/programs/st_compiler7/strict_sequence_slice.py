# A list of Python numbers sliced at mutable bounds under jit_syntax_level STRICT: MindSpore's native
# SequenceSlice (msgraph: MSG406 before; st test_mutable_empty_list after a test left STRICT set).
import mindspore as ms
from mindspore import nn, mutable
from _conf import emit

ms.set_context(jit_syntax_level=ms.STRICT)


class Net(nn.Cell):
    def construct(self, x, index):
        return x[:index], x[index - 2:]


emit("empty", Net()(mutable([]), mutable(3)))
emit("numbers", Net()(mutable([1, 2, 3, 4]), mutable(3)))
