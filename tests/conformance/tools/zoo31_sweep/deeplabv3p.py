"""official/cv/DeepLabV3P: DeepLabV3Plus('train'/'eval', 5 classes, output stride 16 and 8) built (ResNet-101
backbone names/shapes), then forward at 2x3x32x32: its last step is P.ResizeBilinear, absent from MindSpore 2.10
(the error is recorded: class and message, both modes); the zoo's SoftmaxCrossEntropyLoss (ignore_label 255) on
fixed logits with its grad, learning_rates (cosine/poly/exponential), and train.py's Model(train_net,
Momentum(loss_scale=3072), amp O0, FixedLossScaleManager(3072, False)) whose train step stops at the same error."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z31 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore import Tensor
from mindspore.train.loss_scale_manager import FixedLossScaleManager
from src.deeplab_v3plus import DeepLabV3Plus
from src import loss, learning_rates

H = int(os.environ.get("HW", "32"))
NC = 5
net = DeepLabV3Plus('train', NC, 16, False)
out("names", set_weights(net, 0.5))
out("names_s8", [(p.name, tuple(p.shape)) for p in DeepLabV3Plus('eval', NC, 8, True).get_parameters()][-12:])
x = Tensor(data(2, 3, H, H) * PERT)
net.set_train(False)
out("eval", guard("eval", net, x))
lab = ((np.arange(2 * H * H).reshape(2, H, H) * 3 // 7) % NC).astype(np.int32)
lab[:, :2, :] = 255
loss_ = loss.SoftmaxCrossEntropyLoss(NC, 255)
logits = Tensor(data(2, NC, H, H, k=3))
out("loss", loss_(logits, Tensor(lab)))
out("loss_grad", ms.grad(loss_)(logits, Tensor(lab)))
out("lr_cos", list(learning_rates.cosine_lr(0.02, 6, 6)))
out("lr_poly", list(learning_rates.poly_lr(0.02, 6, 6, end_lr=0.0, power=0.9)))
out("lr_exp", list(learning_rates.exponential_lr(0.02, 2, 0.5, 6, staircase=True)))

class BuildTrainNetwork(nn.Cell):   # train.py's, as written there (importing train.py needs cv2 for its dataset)
    def __init__(self, network, criterion):
        super(BuildTrainNetwork, self).__init__()
        self.network = network
        self.criterion = criterion

    def construct(self, input_data, label):
        output = self.network(input_data)
        net_loss = self.criterion(output, label)
        return net_loss

train_net = BuildTrainNetwork(net, loss_)
opt = nn.Momentum(params=train_net.trainable_params(), learning_rate=learning_rates.cosine_lr(0.02, NSTEP, NSTEP),
                  momentum=0.9, weight_decay=0.0001, loss_scale=3072.0)
model = ms.train.Model(train_net, optimizer=opt, amp_level="O0",
                       loss_scale_manager=FixedLossScaleManager(3072.0, drop_overflow_update=False))
loss_.add_flags_recursive(fp32=True)
dset = ds.GeneratorDataset([(data(2, 3, H, H, k=i), lab) for i in range(NSTEP)], ["data", "label"], shuffle=False)
train_record("model_losses", model, dset)
