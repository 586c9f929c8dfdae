"""nn.GradAccumulationCell / nn.PipelineCell / nn.MicroBatchInterleaved on one device: the sum of the network's
outputs over micro-batches of axis 0 (MicroBatchInterleaved from 0.0); their argument checks; the nn names of the
mint.nn layers (nn.Linear is mint.nn.Linear, nn.AvgPool2dExt is mint.nn.AvgPool2d...); nn.no_init_parameters."""
import numpy as np
import mindspore as ms
from mindspore import nn, mint
from _conf import emit
from _api26_util import call


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = nn.Dense(4, 2, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return self.d(x)


class Net2(nn.Cell):
    def construct(self, x, y):
        return (x * y).sum()


x = ms.Tensor(np.arange(8, dtype=np.float32).reshape(2, 4))
xi = ms.Tensor(np.arange(12, dtype=np.int32).reshape(4, 3))
call("gradacc", nn.GradAccumulationCell(Net(), 2), x)
call("mbi", nn.MicroBatchInterleaved(Net(), 2), x)
call("pipeline", nn.PipelineCell(Net(), 2), x)
call("gradacc_int_two_inputs", nn.GradAccumulationCell(Net2(), 4), xi, xi)
call("mbi_int_two_inputs", nn.MicroBatchInterleaved(Net2(), 2), xi, xi)
call("pipeline_not_divisible", nn.PipelineCell(Net2(), 3), xi, xi)
call("gradacc_not_cell", nn.GradAccumulationCell, 1, 2)
call("gradacc_zero", nn.GradAccumulationCell, Net(), 0)
call("pipeline_float", nn.PipelineCell, Net(), 2.0)
call("mbi_negative", nn.MicroBatchInterleaved, Net(), -1)
emit("pipeline_stage", nn.PipelineCell(Net(), 2, stage_config={"d": 0}).network.d.pipeline_stage)
call("pipeline_shard", nn.PipelineCell(Net(), 2).shard, ((1,),))
emit("ext_names", [nn.Linear is mint.nn.Linear, nn.AvgPool1dExt is mint.nn.AvgPool1d,
                   nn.AvgPool2dExt is mint.nn.AvgPool2d, nn.AvgPool3dExt is mint.nn.AvgPool3d,
                   nn.Dropout2dExt is mint.nn.Dropout2d, nn.DropoutExt is mint.nn.Dropout,
                   nn.EmbeddingExt is mint.nn.Embedding, nn.L1LossExt is mint.nn.L1Loss,
                   nn.LayerNormExt is mint.nn.LayerNorm, nn.LogSoftmaxExt is mint.nn.LogSoftmax,
                   nn.MaxPool2dExt is mint.nn.MaxPool2d])
lin = nn.Linear(3, 2, weight_init="ones", bias_init="zeros")
call("linear", lin, ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)))
emit("linear_params", [(p.name, p.shape) for p in lin.get_parameters()])
with nn.no_init_parameters():
    net = nn.Dense(2, 3, weight_init="ones")
emit("no_init_flag", [net.weight.init_param, nn.Dense(2, 3).weight.init_param])
ms.set_seed(3)
lin_default = nn.Linear(3, 2)
emit("linear_default_init", [lin_default.weight.asnumpy(), lin_default.bias.asnumpy()])
lin16 = nn.Linear(3, 2, bias=False, dtype=ms.float16)
emit("linear_no_bias_f16", [lin16.bias is None, str(lin16.weight.dtype)])
call("linear_in_zero", nn.Linear, 0, 2)
call("linear_in_float", nn.Linear, 2.0, 2)
call("linear_bias_int", nn.Linear, 2, 2, bias=1)
call("linear_weight_shape", nn.Linear, 2, 2, weight_init=ms.Tensor(np.ones((3, 3), np.float32)))
