"""graph_semantics_sweep (gss27): ``print(..., sep=..., end=...)`` in graph code.  MindSpore 2.10's Graph mode refuses
keyword arguments to print (RuntimeError "Got an unexpected keyword argument 'sep'"); msgraph keeps Python's text
there (docs/differences.md, the Print op), and now with the separator and end that were given -- it printed
them with a space and a newline."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit_stdout
from _gss27_util import X

FOLLOW_PYNATIVE = {"sep_strings": "Graph mode refuses print's keyword arguments (RuntimeError)",
                   "end_numbers": "Graph mode refuses print's keyword arguments (RuntimeError)",
                   "sep_numpy": "Graph mode refuses print's keyword arguments (RuntimeError)",
                   "sep_none": "Graph mode refuses print's keyword arguments (RuntimeError)"}


class SepStrings(nn.Cell):
    def construct(self, x):
        print('a', 'b', sep='|')
        return x


class EndNumbers(nn.Cell):
    def construct(self, x):
        print('n', 1, 2.5, end='!\n')
        return x


class SepNumpy(nn.Cell):
    def construct(self, x):
        print('v', x.asnumpy(), sep=' = ')
        return x


class SepNone(nn.Cell):
    def construct(self, x):
        print('p', 'q', sep=None)
        return x


def run(net):
    try:
        net(X)
    except RuntimeError as e:   # MindSpore's Graph mode (recorded; msgraph's Graph mode is compared with PyNative)
        print("refused:", str(e).splitlines()[0])


emit_stdout("sep_strings", run, SepStrings())
emit_stdout("end_numbers", run, EndNumbers())
emit_stdout("sep_numpy", run, SepNumpy())
emit_stdout("sep_none", run, SepNone())
