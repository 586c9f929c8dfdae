import sys, os, math
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__))); sys.path.insert(0, os.getcwd())
from _drv import *
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore import Tensor
from mindspore.nn import FixedLossScaleUpdateCell
from src.ecapa_tdnn import ECAPA_TDNN, Classifier
from src.util import AdditiveAngularMargin
from src.loss_scale import TrainOneStepWithLossScaleCellv2, ClipGradients

class BuildTrainNetwork(nn.Cell):
    '''Build train network.'''
    def __init__(self, my_network, classifier, lossfunc, my_criterion, train_batch_size, class_num_):
        super(BuildTrainNetwork, self).__init__()
        self.network = my_network
        self.classifier = classifier
        self.criterion = my_criterion
        self.lossfunc = lossfunc
        self.output = ms.Parameter(Tensor(np.ones((train_batch_size, class_num_)), ms.float32), requires_grad=False)
        self.depth = class_num_

    def construct(self, input_data, label):
        output = self.network(input_data)
        label_onehot = ops.one_hot(label, self.depth, 1.0, 0.0)
        logits = self.classifier(output)
        output = self.lossfunc(logits, label_onehot)
        self.output = output
        loss0 = self.criterion(output, label_onehot)
        return loss0

def learning_rate_clr_triangle_function(step_size, max_lr, base_lr, clr_iterations):
    cycle = math.floor(1 + clr_iterations / (2 * step_size))
    x = abs(clr_iterations / step_size - 2 * cycle + 1)
    return base_lr + (max_lr - base_lr) * max(0, (1 - x)) * 1.0

net = ECAPA_TDNN(8, lin_neurons=6, channels=(16, 16, 16, 16, 48), attention_channels=8, res2net_scale=4, se_channels=8)
names = set_weights(net, 0.5)
out("names", names)
x = Tensor(data(2, 10, 8))
net.set_train(False)
out("eval", net(x))
net.set_train(True)
out("train", net(x))
cls = Classifier(1, 0, 6, 5)
set_weights(cls)
aam = AdditiveAngularMargin(0.2, 30)
loss = nn.loss.SoftmaxCrossEntropyWithLogits(sparse=False, reduction='mean')
lab = Tensor(np.array([1, 3], np.int32))
mc = BuildTrainNetwork(net, cls, aam, loss, 2, 5)
out("loss", mc(x, lab))
out("output_param", mc.output)
lr_list = [learning_rate_clr_triangle_function(2, 1e-2, 1e-4, i) for i in range(6)]
out("lr", lr_list)
opt = nn.Adam(mc.trainable_params(), learning_rate=lr_list, weight_decay=2e-6)
step = nn.TrainOneStepCell(mc, opt)
step.set_train()
ls = []
for i in range(3):
    ls.append(step(Tensor(data(2, 10, 8, k=i)), lab))
out("losses", ls)
weights("weights", mc)
cg = ClipGradients()
out("clip", cg((Tensor(data(3, 4) * 3), Tensor(data(2,) * 0.1)), 0, 1.0))
out("clipn", cg((Tensor(data(3, 4) * 3), Tensor(data(2,) * 0.1)), 1, 1.0))
net2 = ECAPA_TDNN(8, lin_neurons=6, channels=(16, 16, 16, 16, 48), attention_channels=8, res2net_scale=4, se_channels=8)
set_weights(net2, 0.5)
mc2 = BuildTrainNetwork(net2, cls, aam, loss, 2, 5)
opt2 = nn.Adam(mc2.trainable_params(), learning_rate=lr_list, weight_decay=2e-6)
st2 = TrainOneStepWithLossScaleCellv2(mc2, opt2, scale_sense=FixedLossScaleUpdateCell(loss_scale_value=2**14))
st2.set_train()
r = guard("ls_step", st2, x, lab)
if r is not None: out("ls_step", r)
