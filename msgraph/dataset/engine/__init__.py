"""``mindspore.dataset.engine``: the dataset classes, samplers and iterators."""
from .batch import BatchDataset, BatchInfo, BucketBatchByLengthDataset  # noqa: F401
from .datasets import (  # noqa: F401
    ConcatDataset, Dataset, FilterDataset, MapDataset, MappableDataset, ProjectDataset,
    RenameDataset, RepeatDataset, ShuffleDataset, SkipDataset, SourceDataset, TakeDataset, ZipDataset,
)
from .datasets import zip_datasets as zip  # noqa: F401,A001 - MindSpore's name (ds.zip)
from .iterators import DictIterator, TupleIterator  # noqa: F401
from .samplers import (  # noqa: F401
    BuiltinSampler, DistributedSampler, IterSampler, RandomSampler, Sampler, SequentialSampler, SubsetRandomSampler,
    SubsetSampler, WeightedRandomSampler,
)
from .sources import (  # noqa: F401
    Cifar10Dataset, Cifar100Dataset, GeneratorDataset, ImageFolderDataset, MnistDataset, NumpySlicesDataset,
    RandomDataset, Schema,
)
from .mindrecord import MindDataset, Shuffle  # noqa: F401
from .text_sources import (  # noqa: F401
    AGNewsDataset, AmazonReviewDataset, CLUEDataset, CSVDataset, CoNLL2000Dataset, DBpediaDataset, EnWik9Dataset,
    IMDBDataset, IWSLT2016Dataset, IWSLT2017Dataset, Multi30kDataset, PennTreebankDataset, SQuADDataset,
    SogouNewsDataset, TextFileDataset, UDPOSDataset, WikiTextDataset, YahooAnswersDataset, YelpReviewDataset,
)
from .samplers import PKSampler  # noqa: F401
from .image_sources import (  # noqa: F401
    Caltech101Dataset, Caltech256Dataset, CelebADataset, CityscapesDataset, CocoDataset, DIV2KDataset,
    EMnistDataset, FakeImageDataset, FashionMnistDataset, FlickrDataset, Flowers102Dataset, Food101Dataset,
    KITTIDataset, KMnistDataset, LFWDataset, LSUNDataset, ManifestDataset, OmniglotDataset, PhotoTourDataset,
    Places365Dataset, QMnistDataset, RenderedSST2Dataset, SBDataset, SBUDataset, SST2Dataset, STL10Dataset,
    SUN397Dataset, SVHNDataset, SemeionDataset, USPSDataset, VOCDataset, WIDERFaceDataset,
)
from .audio_sources import (  # noqa: F401,E402
    CMUArcticDataset, GTZANDataset, LibriTTSDataset, LJSpeechDataset, SpeechCommandsDataset, YesNoDataset,
)
from .audio_sources import TedliumDataset  # noqa: F401,E402
from .tfrecord import TFRecordDataset  # noqa: F401
from .padded import PaddedDataset  # noqa: F401
from . import serdes  # noqa: E402
from .serdes import DeserializedDataset, compare, deserialize, serialize, show  # noqa: F401,E402

for _cls in (ImageFolderDataset, MnistDataset, Cifar10Dataset, Cifar100Dataset, CelebADataset, VOCDataset,  # noqa: F405
             CocoDataset, ManifestDataset, TFRecordDataset, CSVDataset, TextFileDataset, CLUEDataset,
             FashionMnistDataset, KMnistDataset):
    serdes.record_arguments(_cls)
del _cls
