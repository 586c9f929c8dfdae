"""``mindspore.dataset`` for msgraph: data pipelines that feed numpy rows to a model as Tensors.

``import msgraph.dataset as ds`` (or ``import mindspore.dataset as ds`` under the alias)::

    data = ds.GeneratorDataset(source, ["image", "label"], shuffle=False)
    data = data.map(vision.Rescale(1 / 255, 0), input_columns="image").batch(32, drop_remainder=True)
    for image, label in data.create_tuple_iterator():
        ...

Rows are computed ahead in one background thread per iterator (bounded queue); see
``docs/differences.md`` ("Dataset") for what differs from MindSpore's C++ engine.
"""
from . import audio, callback, config, core, debug, engine, text, transforms, vision  # noqa: F401
from . import utils  # noqa: F401
from .utils import LineReader  # noqa: F401
from .core.config import get_debug_mode  # noqa: F401
from .debug import DebugHook  # noqa: F401
from .engine.iterators import ITERATORS_LIST  # noqa: F401
from .callback import DSCallback, WaitedDSCallback  # noqa: F401
from .engine import (  # noqa: F401
    BatchDataset, BatchInfo, BuiltinSampler, Cifar10Dataset, Cifar100Dataset, ConcatDataset, Dataset, DictIterator,
    DistributedSampler, FilterDataset, GeneratorDataset, ImageFolderDataset, IterSampler, MapDataset, MappableDataset, MnistDataset,
    NumpySlicesDataset, ProjectDataset, RandomDataset, RandomSampler, RenameDataset, RepeatDataset, Sampler, Schema,
    SequentialSampler, ShuffleDataset, SkipDataset, SourceDataset, SubsetRandomSampler, SubsetSampler, TakeDataset,
    TupleIterator, WeightedRandomSampler, ZipDataset, zip,
)
from .core.config import get_num_parallel_workers, get_seed, set_seed  # noqa: F401
from .engine import MindDataset, Shuffle  # noqa: F401
from .engine import (  # noqa: F401
    AGNewsDataset, AmazonReviewDataset, CLUEDataset, CSVDataset, CoNLL2000Dataset, DBpediaDataset, EnWik9Dataset,
    IMDBDataset, IWSLT2016Dataset, IWSLT2017Dataset, Multi30kDataset, PennTreebankDataset, SQuADDataset,
    SogouNewsDataset, TextFileDataset, UDPOSDataset, WikiTextDataset, YahooAnswersDataset, YelpReviewDataset,
    Caltech101Dataset, Caltech256Dataset, CelebADataset, CityscapesDataset, CocoDataset, DIV2KDataset,
    EMnistDataset, FakeImageDataset, FashionMnistDataset, FlickrDataset, Flowers102Dataset, Food101Dataset,
    KITTIDataset, KMnistDataset, LFWDataset, LSUNDataset, ManifestDataset, OmniglotDataset, PhotoTourDataset,
    Places365Dataset, QMnistDataset, RenderedSST2Dataset, SBDataset, SBUDataset, SST2Dataset, STL10Dataset,
    SUN397Dataset, SVHNDataset, SemeionDataset, USPSDataset, VOCDataset, WIDERFaceDataset, PKSampler,
)
from .engine import (  # noqa: F401,E402
    CMUArcticDataset, GTZANDataset, LibriTTSDataset, LJSpeechDataset, SpeechCommandsDataset, YesNoDataset,
)
from .engine import TedliumDataset  # noqa: F401,E402
from .engine import TFRecordDataset  # noqa: F401
from .engine import PaddedDataset  # noqa: F401
from .engine import DeserializedDataset, compare, deserialize, serialize, show  # noqa: F401,E402
