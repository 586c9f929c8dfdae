import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error


class RaiseFString(nn.Cell):
    def construct(self, x):
        if x > 10:
            raise ValueError(f"The input can not be {x}.")
        return x + 1


class RaisePercent(nn.Cell):
    def construct(self, x, y):
        if x > y:
            raise RuntimeError("x is %s, y is %s" % (x, y))
        return x - y


class RaiseFormat(nn.Cell):
    def construct(self, x):
        if x == 1:
            raise TypeError("The input should not be {}".format(x))
        return x * 2


def message(fn):
    try:
        fn()
    except Exception as e:  # the message MindSpore builds when the graph runs
        return type(e).__name__ + ": " + str(e).splitlines()[0]
    return "no error"


emit("fstring_message", message(lambda: RaiseFString()(Tensor(11))))
emit("percent_message", message(lambda: RaisePercent()(Tensor(5), Tensor(3))))
emit("format_message", message(lambda: RaiseFormat()(Tensor(1))))
emit_error("fstring_raises", lambda: RaiseFString()(Tensor(11)))
emit("fstring_passes", RaiseFString()(Tensor(np.array(3, np.int64))))
emit_error("percent_raises", lambda: RaisePercent()(Tensor(5), Tensor(3)))
emit("percent_passes", RaisePercent()(Tensor(1), Tensor(3)))
emit_error("format_raises", lambda: RaiseFormat()(Tensor(1)))
emit("format_passes", RaiseFormat()(Tensor(2)))
